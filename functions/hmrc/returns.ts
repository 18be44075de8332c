import { createHash, randomUUID } from 'node:crypto';
import { vatRepository, type BusinessItem, type VatReceiptItem, type VatRepository } from '@bk/data';
import { isOpenObligation, VAT_BOXES, vatBoxesToPounds, VatScheme, type VatBoxes } from '@bk/domain';
import { HmrcApiError, HmrcUnavailableError, type Obligation, type SubmitReturnResult, type VatReturn } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ConflictError } from '../shared/errors';
import { logger } from '../shared/logger';
import { countMetric } from '../shared/metrics';
import {
  fromHmrcError,
  HmrcAnswerError,
  HMRC_MESSAGES,
  hmrcReference,
  HmrcUnavailableAppError,
  type HmrcReference,
} from './errors';
import { hmrc, repo } from './service';
import { boxesOfHmrcReturn, PERIOD_KEY, RETURN_MESSAGES, validateSubmission, type Submission } from './return-checks';
import { vatContext } from './vat';

/**
 * Filing a VAT return with HMRC, once (decision 0015): the key and the period are claimed before
 * HMRC is called, and an uncertain answer is settled by reading the return back.
 */

type VatCall = Awaited<ReturnType<typeof vatContext>>;

/** How long one attempt holds its key and period (the API answers within 25 s). */
const LEASE_MS = 60_000;
/** How long a repeat of an attempt still in flight (a double click) waits for its outcome. */
const WAIT_FOR_ATTEMPT_MS = 12_000;

/** 503 whose message is shown: HMRC may not have the return, and nothing was kept. */
class NotConfirmedError extends HmrcUnavailableAppError {
  constructor(cause: unknown, reference: HmrcReference | null) {
    super(cause, reference, RETURN_MESSAGES.notConfirmed);
  }
}

const vrepo = (): VatRepository => vatRepository(getDb());
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The business's address on one line, as the receipt shows it (null when none was given). */
function addressOf(b: BusinessItem): string | null {
  const parts = [b.firstLineOfAddress, b.town, b.region, b.postalCode, b.country].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length ? parts.join(', ') : null;
}

const sameBoxes = (a: VatBoxes, b: VatBoxes) => VAT_BOXES.every((box) => a[box] === b[box]);

/**
 * The outcome of an earlier attempt with this key: its receipt id once filed; null when there is
 * none (or it died: its lease ran out). An attempt still in flight (a double click) is waited for.
 */
async function earlierOutcome(businessId: string, keyHash: string): Promise<string | null> {
  const deadline = Date.now() + WAIT_FOR_ATTEMPT_MS;
  for (;;) {
    const attempt = await vrepo().getSubmission(businessId, keyHash);
    if (!attempt) return null;
    if (attempt.state === 'filed' && attempt.receiptId) return attempt.receiptId;
    if (attempt.leaseUntil < Date.now()) return null;
    if (Date.now() > deadline) throw new ConflictError(RETURN_MESSAGES.inProgress);
    await sleep(400);
  }
}

interface Filing {
  ctx: BusinessRequestContext;
  v: VatCall;
  periodKey: string;
  body: Submission;
  boxes: VatBoxes;
  keyHash: string;
  obligation: Obligation | null;
}

/** Keep a filing: the receipt, the attempt marked filed, the period's receipt; then settings and audit. */
async function keep(f: Filing, hmrcReceipt: SubmitReturnResult | null): Promise<string> {
  const { ctx, v, body } = f;
  const caller = ctx.caller;
  const businessId = ctx.business.id;
  const now = ctx.now.toISOString();
  const receipt: VatReceiptItem = {
    id: randomUUID(),
    businessId,
    periodKey: f.periodKey,
    dateFrom: f.obligation?.start ?? body.dateFrom,
    dateTo: f.obligation?.end ?? body.dateTo,
    dateDue: f.obligation?.due ?? body.dateDue,
    vrn: v.vrn,
    boxes: f.boxes,
    scheme: body.scheme,
    flatRatePercent: body.scheme === VatScheme.FLAT_RATE ? (body.flatRatePercent ?? null) : null,
    mode: body.mode,
    declaration: body.declaration,
    figuresEntryMethod: { ...(body.figuresEntryMethod ?? {}) },
    cellReferences: { ...(body.cellReferences ?? {}) },
    importSource: body.importSource ?? null,
    correlationId: hmrcReceipt?.correlationId ?? null,
    receiptId: hmrcReceipt?.receiptId ?? null,
    receiptTimestamp: hmrcReceipt?.receiptTimestamp ?? null,
    paymentIndicator: hmrcReceipt?.paymentIndicator ?? null,
    chargeRefNumber: hmrcReceipt?.chargeRefNumber ?? null,
    processingDate: hmrcReceipt?.processingDate ?? now,
    formBundleNumber: hmrcReceipt?.formBundleNumber ?? '',
    businessName: v.business.name,
    businessAddress: addressOf(v.business),
    submittedBy: caller.user.name,
    submittedByUserId: caller.user.id,
    reconciled: hmrcReceipt === null,
    createdDate: now,
  };
  await vrepo().recordFiling(receipt, f.keyHash);
  countMetric(hmrcReceipt ? 'VatReturnsFiled' : 'VatReturnsReconciled');
  await afterFiling(f, receipt.id).catch((err: unknown) =>
    logger().error('VAT return filed, but settings or audit not saved', { error: (err as Error).message }),
  );
  return receipt.id;
}

/** Remember the business's mode and declaration, and audit; the return is filed whatever happens here. */
async function afterFiling(f: Filing, receiptId: string): Promise<void> {
  const { ctx, body } = f;
  const businessId = ctx.business.id;
  await repo().updateHmrcSettings(
    businessId,
    { mode: body.mode, declaration: body.declaration },
    ctx.now.toISOString(),
  );
  await recordAudit({
    event: 'vat-return-filed',
    userId: ctx.caller.user.id,
    userEmail: ctx.caller.user.email,
    businessId,
    detail: `VAT return for ${f.obligation?.start ?? body.dateFrom} to ${f.obligation?.end ?? body.dateTo} filed (receipt ${receiptId})`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
}

/** HMRC's copy of the period's return, or null when it has none or could not say. */
async function readBack(f: Filing): Promise<{ found: VatReturn | null; known: boolean }> {
  try {
    const found = await hmrc().viewReturn(f.v.store, f.v.vrn, f.periodKey, { fraudHeaders: f.v.options.fraudHeaders });
    return { found, known: true };
  } catch (err) {
    logger().warn('VAT return read-back failed', { error: (err as Error).message });
    return { found: null, known: false };
  }
}

/**
 * HMRC already has a return for the period (it said so, or the read-back found it): with the same
 * figures it is this return, filed: keep it (or answer the receipt the period already has); with
 * other figures, say so.
 */
async function reconcile(f: Filing, found: VatReturn): Promise<string> {
  const theirs = boxesOfHmrcReturn(found);
  if (!theirs || !sameBoxes(theirs, f.boxes)) throw new ConflictError(RETURN_MESSAGES.alreadyFiled);
  const businessId = f.ctx.business.id;
  const period = await vrepo().getPeriod(businessId, f.periodKey);
  if (period?.receiptId && (await vrepo().getReceipt(businessId, period.receiptId))) {
    await vrepo().attachFiling(businessId, f.periodKey, f.keyHash, period.receiptId, f.ctx.now.toISOString());
    return period.receiptId;
  }
  logger().info('VAT return confirmed by reading HMRC back', { periodKey: f.periodKey });
  return keep(f, null);
}

/** The filing itself, once the key and the period are held. Any throw lets both go. */
async function file(f: Filing, govTestScenario: string | undefined): Promise<string> {
  let open: Obligation[];
  try {
    open = await hmrc().obligations(f.v.store, f.v.vrn, { status: 'O' }, { fraudHeaders: f.v.options.fraudHeaders });
  } catch (err) {
    throw fromHmrcError(err, f.v.vrn);
  }
  // Listed is not enough: a sandbox answers fulfilled rows to a request for open ones.
  f.obligation = open.find((o) => o.periodKey === f.periodKey && isOpenObligation(o)) ?? null;
  if (!f.obligation) {
    // Filed already (an earlier attempt whose answer was lost)? Otherwise the period is not open.
    const back = await readBack(f);
    if (back.found) return reconcile(f, back.found);
    throw new BadRequestError(open.length === 0 ? HMRC_MESSAGES.noOpenObligation : HMRC_MESSAGES.periodNotEnded);
  }
  const body = { periodKey: f.periodKey, ...vatBoxesToPounds(f.boxes), finalised: true };
  let result: SubmitReturnResult;
  try {
    result = await hmrc().submitReturn(f.v.store, f.v.vrn, body, { ...f.v.options, govTestScenario });
  } catch (err) {
    if (err instanceof HmrcApiError && err.has('DUPLICATE_SUBMISSION')) {
      const back = await readBack(f);
      if (back.found) return reconcile(f, back.found);
      // HMRC says filed but shows nothing (yet): nothing is kept; a later retry settles it.
      if (!back.known) throw new HmrcUnavailableAppError(err, hmrcReference(err.correlationId));
      throw new HmrcAnswerError(409, RETURN_MESSAGES.duplicate, hmrcReference(err.correlationId));
    }
    if (err instanceof HmrcUnavailableError) {
      // An uncertain outcome: HMRC may have filed it. Ask HMRC before anything else.
      logger().warn('VAT return outcome uncertain, reading HMRC back', {
        reason: err.reason,
        status: err.status,
        correlationId: err.correlationId,
      });
      const back = await readBack(f);
      if (back.found) return reconcile(f, back.found);
      throw new NotConfirmedError(err, hmrcReference(err.correlationId));
    }
    throw fromHmrcError(err, { vrn: f.v.vrn, periodEnd: f.obligation.end });
  }
  return keep(f, result);
}

/**
 * `hmrc/vat-return/{periodKey}` (POST): file a return once. The idempotency key makes a repeat
 * (double click, retry after a timeout) answer the same receipt; the period guard stops two keys
 * filing one period at once; an uncertain answer from HMRC is settled by reading HMRC back.
 */
export async function submitVatReturn(
  ctx: BusinessRequestContext,
  periodKey: string,
  body: Submission,
  govTestScenario: string | undefined,
): Promise<{ receiptId: string }> {
  const boxes = validateSubmission(body);
  if (!PERIOD_KEY.test(periodKey)) throw new BadRequestError(HMRC_MESSAGES.periodNotEnded);
  const v = await vatContext(ctx, govTestScenario);
  const businessId = ctx.business.id;
  const keyHash = sha256(body.idempotencyKey);
  const earlier = await earlierOutcome(businessId, keyHash);
  if (earlier) return { receiptId: earlier };

  const nowMs = Date.now();
  const attempt = {
    businessId,
    keyHash,
    periodKey,
    state: 'pending' as const,
    receiptId: null,
    leaseUntil: nowMs + LEASE_MS,
    createdAt: ctx.now.toISOString(),
    updatedAt: ctx.now.toISOString(),
  };
  if (!(await vrepo().claimSubmission(attempt, nowMs))) {
    const raced = await earlierOutcome(businessId, keyHash);
    if (raced) return { receiptId: raced };
    throw new ConflictError(RETURN_MESSAGES.inProgress);
  }
  if (!(await vrepo().lockPeriod(businessId, periodKey, keyHash, attempt.leaseUntil, nowMs))) {
    await vrepo().releaseSubmission(businessId, keyHash);
    throw new ConflictError(RETURN_MESSAGES.inProgress);
  }
  try {
    const receiptId = await file({ ctx, v, periodKey, body, boxes, keyHash, obligation: null }, govTestScenario);
    return { receiptId };
  } catch (err) {
    await vrepo().releaseSubmission(businessId, keyHash);
    await vrepo().unlockPeriod(businessId, periodKey, keyHash);
    throw err;
  }
}
