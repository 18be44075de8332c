import { businessRepository } from '@bk/data';
import { hmrcRangeErrors, isPenaltyChargeReference, todayIso, type HmrcRangeKind } from '@bk/domain';
import type { CallOptions, ObligationQuery, TokenStore } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ValidationError } from '../shared/errors';
import { fromHmrcError, HmrcSignInRequiredError, HMRC_MESSAGES } from './errors';
import { businessTokenStore, hmrc, repo, requestFraudHeaders } from './service';

/**
 * HMRC's date-range rules for a call (SPEC §5 and reference README §4.1, §4.4, §4.5), checked
 * before calling HMRC so the refusal lands on the field. Dates are `YYYY-MM-DD` (the contract
 * checked the format); `today` is the request's UTC day.
 */
export function dateRangeErrors(
  kind: HmrcRangeKind,
  from: string,
  to: string,
  today: string = todayIso(),
): { field: string; message: string }[] {
  return hmrcRangeErrors(kind, from, to, today);
}

/** What every VAT call needs: VAT on, a confirmed VRN, the business's tokens (SPEC §4 "VAT gating"). */
export async function vatContext(ctx: BusinessRequestContext, govTestScenario: string | undefined) {
  const businessId = ctx.business.id;
  const [business, settings, link] = await Promise.all([
    businessRepository(getDb()).getBusiness(businessId),
    repo().getHmrcSettings(businessId),
    repo().getHmrcLink(businessId),
  ]);
  if (!business?.enableVat) throw new BadRequestError(HMRC_MESSAGES.vatDisabled);
  if (!link) throw new HmrcSignInRequiredError();
  if (!business.vrn || settings?.confirmedVrn !== business.vrn)
    throw new BadRequestError(HMRC_MESSAGES.vrnNotConfirmed);
  const store: TokenStore = businessTokenStore(businessId, () => ctx.now);
  const options: CallOptions = { fraudHeaders: requestFraudHeaders(ctx), govTestScenario };
  return { vrn: business.vrn, store, options, business };
}

async function call<T>(
  ctx: BusinessRequestContext,
  govTestScenario: string | undefined,
  run: (v: Awaited<ReturnType<typeof vatContext>>) => Promise<T>,
): Promise<T> {
  const v = await vatContext(ctx, govTestScenario);
  try {
    return await run(v);
  } catch (err) {
    throw fromHmrcError(err, v.vrn);
  }
}

function checkRange(ctx: BusinessRequestContext, kind: HmrcRangeKind, from: string, to: string): void {
  const errors = dateRangeErrors(kind, from, to, todayIso(ctx.now));
  if (errors.length > 0) throw new ValidationError(errors);
}

export async function obligations(
  ctx: BusinessRequestContext,
  body: { from: string; to: string; status?: 'O' | 'F' | '' | undefined },
  govTestScenario: string | undefined,
) {
  checkRange(ctx, 'obligations', body.from, body.to);
  const q: ObligationQuery = { from: body.from, to: body.to, status: body.status || undefined };
  const list = await call(ctx, govTestScenario, (v) => hmrc().obligations(v.store, v.vrn, q, v.options));
  return list.map((o) => ({
    periodKey: o.periodKey,
    start: o.start,
    end: o.end,
    due: o.due,
    status: o.status,
    received: o.received ?? null,
  }));
}

export async function payments(
  ctx: BusinessRequestContext,
  body: { from: string; to: string },
  govTestScenario: string | undefined,
) {
  checkRange(ctx, 'payments', body.from, body.to);
  const list = await call(ctx, govTestScenario, (v) => hmrc().payments(v.store, v.vrn, body, v.options));
  return list.map((p) => ({ amount: p.amount, received: p.received ?? null }));
}

export async function liabilities(
  ctx: BusinessRequestContext,
  body: { from: string; to: string },
  govTestScenario: string | undefined,
) {
  checkRange(ctx, 'liabilities', body.from, body.to);
  return call(ctx, govTestScenario, (v) => hmrc().liabilities(v.store, v.vrn, body, v.options));
}

export async function penalties(ctx: BusinessRequestContext, govTestScenario: string | undefined) {
  return call(ctx, govTestScenario, (v) => hmrc().penalties(v.store, v.vrn, v.options));
}

export async function financialDetails(
  ctx: BusinessRequestContext,
  reference: string,
  govTestScenario: string | undefined,
) {
  if (!isPenaltyChargeReference(reference))
    throw new ValidationError([{ field: 'penaltyChargeReference', message: HMRC_MESSAGES.chargeReferenceFormat }]);
  return call(ctx, govTestScenario, (v) => hmrc().financialDetails(v.store, v.vrn, reference, v.options));
}

/** `hmrc/vrn/{vrn}`: HMRC's check of a UK VAT number (application-restricted; no sign-in needed). */
export async function checkVrn(ctx: BusinessRequestContext, vrn: string) {
  try {
    const result = await hmrc().checkVrn(vrn, requestFraudHeaders(ctx));
    return { validVrn: result.validVrn, name: result.name, address: result.address };
  } catch (err) {
    throw fromHmrcError(err);
  }
}
