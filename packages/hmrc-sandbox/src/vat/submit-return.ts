/**
 * POST /organisations/vat/{vrn}/returns ([OAS]; reference §4.2). Validation first, then the
 * Gov-Test-Scenario (scenarios never pre-empt validation errors), then the stored submission per
 * VRN + period key: a second one gets DUPLICATE_SUBMISSION.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { JsonSyntaxError, parseExactJson, type ExactJson } from '../json/exact-json';
import { businessError, invalidRequest, VAT_ERRORS } from './errors';
import { isoDate } from './dates';
import { validateReturn } from './return-validation';
import type { VatRequest, VatResult } from './types';
import { defined } from '../defined';

const SUBMIT_SCENARIOS: Record<string, VatResult> = {
  INVALID_VRN: VAT_ERRORS.vrnInvalid,
  INVALID_PERIODKEY: VAT_ERRORS.periodKeyInvalid,
  INVALID_PAYLOAD: VAT_ERRORS.invalidPayload,
  DUPLICATE_SUBMISSION: VAT_ERRORS.duplicateSubmission,
  TAX_PERIOD_NOT_ENDED: VAT_ERRORS.taxPeriodNotEnded,
  INSOLVENT_TRADER: VAT_ERRORS.insolventTrader,
};

export const SUBMIT_RETURN_SCENARIOS = Object.keys(SUBMIT_SCENARIOS);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomString = (chars: string, length: number): string =>
  Array.from({ length }, () => chars[randomInt(chars.length)]).join('');

/** `yyyy-MM-dd'T'HH:mm:ss'Z'` ([CODE:DateUtils.scala] isoInstantDatePattern). */
const receiptTimestamp = (now: Date): string => `${now.toISOString().slice(0, 19)}Z`;

/** HMRC failing on its side (reference §4 common errors): 503 SERVICE_UNAVAILABLE, else INTERNAL_SERVER_ERROR. */
function serverFailure(status: number): VatResult {
  if (status === 503) return { status, body: { code: 'SERVICE_UNAVAILABLE', message: 'Internal server error' } };
  return { status, body: VAT_ERRORS.internal.body };
}

export function submitReturn({ ctx, req, vrn, scenario }: VatRequest, rawBody: string): VatResult {
  const [mediaType = ''] = (req.headers['content-type'] ?? '').split(';');
  const contentType = mediaType.trim().toLowerCase();
  if (contentType !== 'application/json' && contentType !== 'text/json') {
    return { status: 415, body: { statusCode: 415, message: 'Expecting text/json or application/json body' } };
  }
  let body: ExactJson;
  try {
    body = parseExactJson(rawBody);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { status: 400, body: { statusCode: 400, message: 'Invalid Json' } };
  }
  const now = ctx.options.now();
  const receipt = { 'Receipt-ID': randomUUID(), 'Receipt-Timestamp': receiptTimestamp(now) };
  const outcome = decide(ctx, vrn, scenario, body, now);
  const delayMs = ctx.returnDelays.get(vrn);
  if (delayMs !== undefined) ctx.returnDelays.delete(vrn);
  return { ...outcome, headers: { ...receipt, ...outcome.headers }, ...(delayMs ? { delayMs } : {}) };
}

function decide(ctx: VatRequest['ctx'], vrn: string, scenario: string | null, body: ExactJson, now: Date): VatResult {
  const verdict = validateReturn(body);
  if (verdict.kind === 'fieldErrors') return invalidRequest(verdict.errors);
  if (verdict.kind === 'notFinalised') {
    return businessError(403, [
      {
        code: 'NOT_FINALISED',
        message: 'The return cannot be accepted without a declaration it is finalised.',
        path: '/finalised',
      },
    ]);
  }
  if (scenario !== null && scenario !== 'DEFAULT') return SUBMIT_SCENARIOS[scenario] ?? VAT_ERRORS.incorrectScenario;
  // A simulated failure (failNextReturn) applies once, to the next valid submission of the VRN.
  const fault = ctx.returnFaults.get(vrn);
  if (fault) ctx.returnFaults.delete(vrn);
  if (fault && !fault.afterStoring) return serverFailure(fault.status);
  const key = ctx.state.returnKey(vrn, verdict.periodKey);
  if (ctx.state.returns.has(key)) return VAT_ERRORS.duplicateSubmission;
  ctx.state.returns.set(key, { periodKey: verdict.periodKey, boxes: verdict.boxes, received: isoDate(now) });
  ctx.state.save();
  if (fault) return serverFailure(fault.status);
  const box = (name: string): number => defined(verdict.boxes[name], `${name} of a valid return`);
  const [totalVatDue, vatReclaimedCurrPeriod, netVatDue] = [
    box('totalVatDue'),
    box('vatReclaimedCurrPeriod'),
    box('netVatDue'),
  ];
  // Deterministic where HMRC's sandbox is random: a debit is paid by Direct Debit (with a charge
  // reference), a credit goes to the bank, a nil return has neither ([OAS] paymentIndicator).
  const debit = netVatDue > 0 && totalVatDue > vatReclaimedCurrPeriod;
  const credit = netVatDue > 0 && !debit;
  return {
    status: 201,
    body: {
      processingDate: now.toISOString(),
      ...(debit ? { paymentIndicator: 'DD' } : credit ? { paymentIndicator: 'BANK' } : {}),
      formBundleNumber: randomString('0123456789', 12),
      ...(debit ? { chargeRefNumber: randomString(ALPHANUMERIC, 16) } : {}),
    },
    headers: { 'Receipt-Signature': 'This has been deprecated - DO NOT USE' },
  };
}
