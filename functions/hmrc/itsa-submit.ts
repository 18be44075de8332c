import { createHash, randomUUID } from 'node:crypto';
import type { ItsaReceiptItem } from '@bk/data';
import {
  cumulativeBody,
  cumulativeProblems,
  mayBeSubmitted,
  todayIso,
  tooEarlyMessage,
  type CumulativeBody,
} from '@bk/domain';
import { HmrcUnavailableError, type CumulativeSummary } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { ConflictError, ValidationError } from '../shared/errors';
import { logger } from '../shared/logger';
import { HmrcAnswerError, HmrcUnavailableAppError, hmrcReference } from './errors';
import { itsaContext, itsaRepo, type ItsaCall } from './itsa-context';
import { fromItsaError, ITSA_AMEND_REQUIRED, ITSA_MESSAGES } from './itsa-errors';
import { checkPeriod, periodFigures, type PeriodFigures } from './itsa-figures';
import { quarterlyObligations } from './itsa-obligations';
import { forTrigger, receiptView, startCalculation, TRIGGER_SCENARIOS } from './itsa-receipts';
import { hmrc } from './service';

/**
 * Sending a quarterly update once per press (decision 0068, as decision 0015 for VAT): the key and
 * the tax year are claimed before HMRC is called; HMRC keeps one cumulative summary a year and a
 * PUT replaces it, so an uncertain answer is settled by reading HMRC's summary back.
 */

/** How long one attempt holds its key and tax year (the API answers within 25 s). */
const LEASE_MS = 60_000;
/** How long a repeat of an attempt still in flight (a double click) waits for its outcome. */
const WAIT_FOR_ATTEMPT_MS = 12_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface ItsaSubmitBody {
  taxYear: string;
  periodEnd: string;
  consolidated: boolean;
  declaration: true;
  amend: boolean;
  idempotencyKey: string;
}

/** The receipt an earlier attempt with this key made; null when none (or it died). Waits for one in flight. */
async function earlierOutcome(businessId: string, keyHash: string): Promise<string | null> {
  const deadline = Date.now() + WAIT_FOR_ATTEMPT_MS;
  for (;;) {
    const attempt = await itsaRepo().getAttempt(businessId, keyHash);
    if (!attempt) return null;
    if (attempt.state === 'sent' && attempt.receiptId) return attempt.receiptId;
    if (attempt.leaseUntil < Date.now()) return null;
    if (Date.now() > deadline) throw new ConflictError(ITSA_MESSAGES.inProgress);
    await sleep(400);
  }
}

/** Two summaries hold the same figures (a field HMRC leaves out counts as zero). */
export function sameSummary(sent: CumulativeBody, theirs: CumulativeSummary): boolean {
  const groups = ['periodIncome', 'periodExpenses', 'periodDisallowableExpenses'] as const;
  const asMap = (o: unknown) => (o ?? {}) as Record<string, number | undefined>;
  if (sent.periodDates.periodEndDate !== theirs.periodDates.periodEndDate) return false;
  return groups.every((g) => {
    const a = asMap(sent[g]);
    const b = asMap((theirs as Record<string, unknown>)[g]);
    const names = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...names].every((n) => (a[n] ?? 0) === (b[n] ?? 0));
  });
}

/** PUT the summary; an uncertain answer is settled by reading it back. Null correlation: confirmed by reading. */
async function send(c: ItsaCall, taxYear: string, body: CumulativeBody, periodEnd: string, scenario?: string) {
  const { nino, hmrcBusinessId } = c.settings;
  try {
    const mine = scenario !== undefined && !TRIGGER_SCENARIOS.includes(scenario);
    const options = { ...c.options, govTestScenario: mine ? scenario : undefined };
    const r = await hmrc().putCumulativeSummary(c.store, nino, hmrcBusinessId, taxYear, body, options);
    return { correlationId: r.correlationId, reconciled: false };
  } catch (err) {
    if (!(err instanceof HmrcUnavailableError)) throw fromItsaError(err, { periodEnd });
    logger().warn('Income Tax update outcome uncertain, reading HMRC back', { reason: err.reason });
    const back = await hmrc()
      .getCumulativeSummary(c.store, nino, hmrcBusinessId, taxYear, { fraudHeaders: c.options.fraudHeaders })
      .catch(() => null);
    if (back && sameSummary(body, back)) return { correlationId: null, reconciled: true };
    throw new HmrcUnavailableAppError(err, hmrcReference(err.correlationId), ITSA_MESSAGES.notConfirmed);
  }
}

/** Whether this period was sent before, by this app or as HMRC's fulfilled obligation says. */
async function alreadySent(c: ItsaCall, businessId: string, taxYear: string, periodEnd: string) {
  const [year, obligations] = await Promise.all([
    itsaRepo().getYear(businessId, taxYear),
    quarterlyObligations(c, taxYear),
  ]);
  const obligation = obligations.find((o) => o.periodEndDate === periodEnd) ?? null;
  const sent = Boolean(year?.periods[periodEnd]) || obligation?.status === 'fulfilled';
  return { sent, obligation };
}

async function sendOnce(
  ctx: BusinessRequestContext,
  c: ItsaCall,
  b: ItsaSubmitBody,
  keyHash: string,
  scenario: string | undefined,
) {
  const businessId = ctx.business.id;
  const { sent, obligation } = await alreadySent(c, businessId, b.taxYear, b.periodEnd);
  if (sent && !b.amend)
    throw new HmrcAnswerError(409, ITSA_MESSAGES.amendRequired, null, { code: ITSA_AMEND_REQUIRED });
  const p: PeriodFigures = await periodFigures(businessId, b.taxYear, b.periodEnd, c.settings.commencementDate);
  const problems = cumulativeProblems(p.figures, b.consolidated, p.consolidatedAllowed);
  if (problems.length > 0) throw new ValidationError(problems.map((message) => ({ field: 'consolidated', message })));
  // HMRC's own obligation start (the business's start date when it began in the year) wins over ours.
  const start = obligation?.periodStartDate ?? p.periodStart;
  const body = cumulativeBody(p.figures, { start, end: b.periodEnd }, b.consolidated);
  const outcome = await send(c, b.taxYear, body, b.periodEnd, scenario);
  const receipt: ItsaReceiptItem = {
    id: randomUUID(),
    businessId,
    taxYear: b.taxYear,
    periodStart: start,
    periodEnd: b.periodEnd,
    consolidated: b.consolidated,
    amendment: sent,
    sent: body as unknown as Record<string, unknown>,
    fields: p.figures.fields.map((f) => ({ ...f, categories: f.categories.map((s) => ({ ...s })) })),
    submittedAt: ctx.now.toISOString(),
    submittedBy: ctx.caller.user.name,
    submittedByUserId: ctx.caller.user.id,
    correlationId: outcome.correlationId,
    calculationId: null,
    calculationProblem: null,
    nino: c.settings.nino,
    hmrcBusinessId: c.settings.hmrcBusinessId,
    tradingName: c.settings.tradingName,
    reconciled: outcome.reconciled,
  };
  await itsaRepo().recordUpdate(receipt, keyHash);
  return receipt;
}

/**
 * `hmrc/itsa/submissions` (POST): send the year-to-date update to `periodEnd` once. The 10-day rule
 * is checked here first; a period already sent needs `amend`; HMRC's in-year calculation is started
 * after the update is kept, and its id kept on the receipt.
 */
export async function submitItsaUpdate(ctx: BusinessRequestContext, b: ItsaSubmitBody, govTestScenario?: string) {
  checkPeriod(b.taxYear, b.periodEnd);
  if (!mayBeSubmitted(b.periodEnd, todayIso(ctx.now)))
    throw new ValidationError([{ field: 'periodEnd', message: tooEarlyMessage(b.periodEnd) }]);
  // The scenario is for the update alone: the obligations read and the calculation run as usual.
  const c = await itsaContext(ctx, undefined);
  const businessId = ctx.business.id;
  const keyHash = sha256(b.idempotencyKey);
  const earlier = await earlierOutcome(businessId, keyHash);
  if (earlier) return receiptView(businessId, earlier);

  const nowMs = Date.now();
  const attempt = {
    businessId,
    keyHash,
    taxYear: b.taxYear,
    periodEnd: b.periodEnd,
    state: 'pending' as const,
    receiptId: null,
    leaseUntil: nowMs + LEASE_MS,
    createdAt: ctx.now.toISOString(),
    updatedAt: ctx.now.toISOString(),
  };
  if (!(await itsaRepo().claimAttempt(attempt, nowMs))) {
    const raced = await earlierOutcome(businessId, keyHash);
    if (raced) return receiptView(businessId, raced);
    throw new ConflictError(ITSA_MESSAGES.inProgress);
  }
  if (!(await itsaRepo().lockYear(businessId, b.taxYear, keyHash, attempt.leaseUntil, nowMs))) {
    await itsaRepo().releaseAttempt(businessId, keyHash);
    throw new ConflictError(ITSA_MESSAGES.inProgress);
  }
  let receipt: ItsaReceiptItem;
  try {
    receipt = await sendOnce(ctx, c, b, keyHash, govTestScenario);
  } catch (err) {
    await itsaRepo().releaseAttempt(businessId, keyHash);
    await itsaRepo().unlockYear(businessId, b.taxYear, keyHash);
    throw err;
  }
  await recordAudit({
    event: 'itsa-update-sent',
    userId: ctx.caller.user.id,
    userEmail: ctx.caller.user.email,
    businessId,
    detail: `${receipt.amendment ? 'Amended update' : 'Update'} for ${receipt.periodStart} to ${receipt.periodEnd} (tax year ${receipt.taxYear}, receipt ${receipt.id})`,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  // The update is kept whatever happens to the calculation: its route starts one later if needed.
  await startCalculation(forTrigger(c, govTestScenario), receipt).catch((err: unknown) =>
    logger().error('Income Tax update kept, calculation not started', { error: (err as Error).message }),
  );
  return receiptView(businessId, receipt.id);
}
