import { businessRepository } from '@bk/data';
import type { CallOptions, ObligationQuery, TokenStore } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { BadRequestError, ValidationError } from '../shared/errors';
import { fromHmrcError, HmrcSignInRequiredError, HMRC_MESSAGES } from './errors';
import { businessTokenStore, hmrc, repo, requestFraudHeaders } from './service';

const DAY_MS = 86_400_000;

/**
 * SPEC §5 date ranges (obligations, payments, liabilities): over 366 days is refused on 'from';
 * 'to' must come after 'from'. Dates are `YYYY-MM-DD` (the contract checked the format).
 */
export function dateRangeErrors(from: string, to: string): { field: string; message: string }[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end <= start) return [{ field: 'to', message: HMRC_MESSAGES.dateOrder }];
  if ((end - start) / DAY_MS > 366) return [{ field: 'from', message: HMRC_MESSAGES.dateRange }];
  return [];
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

function checkRange(from: string, to: string): void {
  const errors = dateRangeErrors(from, to);
  if (errors.length > 0) throw new ValidationError(errors);
}

export async function obligations(
  ctx: BusinessRequestContext,
  body: { from: string; to: string; status?: 'O' | 'F' | '' | undefined },
  govTestScenario: string | undefined,
) {
  checkRange(body.from, body.to);
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
  checkRange(body.from, body.to);
  const list = await call(ctx, govTestScenario, (v) => hmrc().payments(v.store, v.vrn, body, v.options));
  return list.map((p) => ({ amount: p.amount, received: p.received ?? null }));
}

export async function liabilities(
  ctx: BusinessRequestContext,
  body: { from: string; to: string },
  govTestScenario: string | undefined,
) {
  checkRange(body.from, body.to);
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
