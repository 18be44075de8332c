import type { ItsaSettings as ItsaSettingsSchema } from '@bk/contract';
import { itsaTaxYearOf, todayIso, type QuarterType } from '@bk/domain';
import type { BusinessDetails, BusinessListItem } from '@bk/hmrc';
import type * as z from 'zod/mini';
import type { BusinessRequestContext } from '../shared/api/types';
import { ValidationError } from '../shared/errors';
import { HmrcAnswerError } from './errors';
import { itsaContext, itsaLink, itsaRepo, linkState, type ItsaLink } from './itsa-context';
import { fromItsaError, ITSA_MESSAGES } from './itsa-errors';
import { hmrc } from './service';

/** Income Tax settings: the owner's NINO and HMRC self-employment business, and the quarter type. */

type ItsaSettings = z.infer<typeof ItsaSettingsSchema>;

/** Absent means standard quarters (reference hmrc-itsa §2.2). */
const quarterTypeOf = (d: BusinessDetails | null): QuarterType =>
  d?.quarterlyTypeChoice?.quarterlyPeriodType ?? 'standard';

/** `hmrc/itsa/settings` (GET). */
export async function itsaSettings(ctx: BusinessRequestContext): Promise<ItsaSettings> {
  const businessId = ctx.business.id;
  const currentYear = itsaTaxYearOf(todayIso(ctx.now));
  const [state, settings, year] = await Promise.all([
    linkState(businessId, ctx.now),
    itsaRepo().getSettings(businessId),
    itsaRepo().getYear(businessId, currentYear),
  ]);
  return {
    linked: state.linked,
    needsRelink: state.linked && !state.scopesOk,
    nino: settings?.nino ?? null,
    businessId: settings?.hmrcBusinessId ?? null,
    tradingName: settings?.tradingName ?? null,
    commencementDate: settings?.commencementDate ?? null,
    quarterType: settings?.quarterType ?? 'standard',
    quarterTypeChangeable: Object.keys(year?.periods ?? {}).length === 0,
    reminderDays: settings?.reminderDays ?? null,
  };
}

async function selfEmployments(link: ItsaLink, nino: string): Promise<BusinessListItem[]> {
  try {
    const list = await hmrc().listBusinesses(link.store, nino, link.options);
    return list.filter((b) => b.typeOfBusiness === 'self-employment');
  } catch (err) {
    throw fromItsaError(err);
  }
}

async function details(link: ItsaLink, nino: string, businessId: string): Promise<BusinessDetails | null> {
  try {
    return await hmrc().retrieveBusiness(link.store, nino, businessId, link.options);
  } catch (err) {
    throw fromItsaError(err);
  }
}

/** `hmrc/itsa/businesses`: the owner's self-employment businesses at HMRC, with their details. */
export async function itsaBusinesses(ctx: BusinessRequestContext, nino: string, govTestScenario: string | undefined) {
  const link = await itsaLink(ctx, govTestScenario);
  const list = await selfEmployments(link, nino);
  return Promise.all(
    list.map(async (b) => {
      const d = await details(link, nino, b.businessId);
      return {
        businessId: b.businessId,
        tradingName: b.tradingName ?? d?.tradingName ?? null,
        tradingType: b.tradingType ?? d?.tradingType ?? null,
        commencementDate: d?.commencementDate ?? null,
        quarterType: quarterTypeOf(d),
      };
    }),
  );
}

/**
 * `hmrc/itsa/settings` (PUT): keep the NINO and the business once HMRC lists it as a self-employment
 * of that NINO; its trading name, start date and quarter type come from HMRC's details.
 */
export async function saveItsaSettings(
  ctx: BusinessRequestContext,
  body: { nino: string; businessId: string; reminderDays?: number | null | undefined },
  govTestScenario: string | undefined,
): Promise<ItsaSettings> {
  const link = await itsaLink(ctx, govTestScenario);
  const listed = (await selfEmployments(link, body.nino)).find((b) => b.businessId === body.businessId);
  if (!listed) throw new ValidationError([{ field: 'businessId', message: ITSA_MESSAGES.notSelfEmployment }]);
  const d = await details(link, body.nino, body.businessId);
  const before = await itsaRepo().getSettings(ctx.business.id);
  await itsaRepo().putSettings({
    businessId: ctx.business.id,
    nino: body.nino,
    hmrcBusinessId: body.businessId,
    tradingName: listed.tradingName ?? d?.tradingName ?? null,
    commencementDate: d?.commencementDate ?? null,
    quarterType: quarterTypeOf(d),
    reminderDays: body.reminderDays === undefined ? (before?.reminderDays ?? null) : body.reminderDays,
    updatedAt: ctx.now.toISOString(),
  });
  return itsaSettings(ctx);
}

/**
 * `hmrc/itsa/quarter-type`: standard or calendar quarters, for the current tax year only and only
 * before its first update (reference hmrc-itsa §2.3); checked here first so the words are ours.
 */
export async function saveQuarterType(
  ctx: BusinessRequestContext,
  body: { taxYear: string; quarterType: QuarterType },
  govTestScenario: string | undefined,
): Promise<ItsaSettings> {
  const current = itsaTaxYearOf(todayIso(ctx.now));
  if (body.taxYear !== current)
    throw new ValidationError([
      { field: 'taxYear', message: `Quarters can only be chosen for the current tax year, ${current}` },
    ]);
  const c = await itsaContext(ctx, govTestScenario);
  const year = await itsaRepo().getYear(ctx.business.id, current);
  if (Object.keys(year?.periods ?? {}).length > 0)
    throw new HmrcAnswerError(409, ITSA_MESSAGES.quarterTypeLocked, null);
  if (c.settings.quarterType !== body.quarterType) {
    try {
      await hmrc().setQuarterPeriodType(
        c.store,
        c.settings.nino,
        c.settings.hmrcBusinessId,
        current,
        body.quarterType,
        c.options,
      );
    } catch (err) {
      throw fromItsaError(err);
    }
    await itsaRepo().putSettings({ ...c.settings, quarterType: body.quarterType, updatedAt: ctx.now.toISOString() });
  }
  return itsaSettings(ctx);
}
