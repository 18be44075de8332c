import type { ItsaReceiptItem } from '@bk/data';
import { toPounds, ukDate, pence } from '@bk/domain';
import type { Calculation } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { NotFoundError } from '../shared/errors';
import { logger } from '../shared/logger';
import { HmrcAnswerError } from './errors';
import { itsaLink, itsaRepo, type ItsaLink } from './itsa-context';
import { fromItsaError } from './itsa-errors';
import { hmrc } from './service';

/**
 * Receipts of quarterly updates and HMRC's calculation after each (reference hmrc-itsa §5): the
 * calculation is started after the update, then read with back-off (HMRC answers 404 until it is
 * ready) within the request's time, and otherwise answered `pending` for the screen to ask again.
 */

/** The waits between reads of a calculation; their sum stays well inside the API's 29 s. */
export const CALCULATION_BACKOFF_MS: readonly number[] = [0, 500, 1000, 2000, 4000];

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Sandbox scenarios of the calculation trigger (reference hmrc-itsa §9.3). A call of the app makes
 * several HMRC calls and a scenario belongs to one endpoint, so the scenario is sent to the
 * trigger when it is one of these, and to the call it names otherwise.
 */
export const TRIGGER_SCENARIOS: readonly string[] = [
  'NO_INCOME_SUBMISSIONS_EXIST',
  'FINAL_DECLARATION_RECEIVED',
  'INCOME_SOURCES_CHANGED',
  'RECENT_SUBMISSIONS_EXIST',
  'RESIDENCY_CHANGED',
  'CALCULATION_IN_PROGRESS',
  'BUSINESS_VALIDATION_FAILURE',
  'TAX_YEAR_NOT_ENDED',
];

/** The link with the scenario only when it is the trigger's (or none). */
export function forTrigger(link: ItsaLink, scenario: string | undefined): ItsaLink {
  const mine = scenario !== undefined && TRIGGER_SCENARIOS.includes(scenario);
  return { ...link, options: { ...link.options, govTestScenario: mine ? scenario : undefined } };
}

/** A receipt as the API shows it (pounds). */
export function toReceipt(r: ItsaReceiptItem) {
  return {
    id: r.id,
    taxYear: r.taxYear,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    consolidated: r.consolidated,
    amendment: r.amendment,
    sent: r.sent,
    fields: r.fields.map((f) => ({
      ...f,
      amount: toPounds(pence(f.amount)),
      categories: f.categories.map((c) => ({ ...c, amount: toPounds(pence(c.amount)) })),
    })),
    submittedAt: r.submittedAt,
    submittedBy: r.submittedBy,
    correlationId: r.correlationId,
    calculationId: r.calculationId,
    calculationProblem: r.calculationProblem,
    nino: r.nino,
    hmrcBusinessId: r.hmrcBusinessId,
    tradingName: r.tradingName,
  };
}

async function receiptOf(businessId: string, id: string): Promise<ItsaReceiptItem> {
  const r = await itsaRepo().getReceipt(businessId, id);
  if (!r) throw new NotFoundError();
  return r;
}

export async function receiptView(businessId: string, id: string) {
  return toReceipt(await receiptOf(businessId, id));
}

/** `hmrc/itsa/submissions` (GET): newest first, optionally of one tax year. */
export async function itsaReceipts(ctx: BusinessRequestContext, taxYear: string | undefined) {
  const all = await itsaRepo().listReceipts(ctx.business.id);
  return all.filter((r) => !taxYear || r.taxYear === taxYear).map(toReceipt);
}

/** Start HMRC's in-year calculation for a receipt and keep its id, or why HMRC would not. */
export async function startCalculation(link: ItsaLink, r: ItsaReceiptItem): Promise<string | null> {
  try {
    const started = await hmrc().triggerCalculation(link.store, r.nino, r.taxYear, 'in-year', link.options);
    await itsaRepo().setCalculation(r.businessId, r.id, started.calculationId, null);
    return started.calculationId;
  } catch (err) {
    const shown = fromItsaError(err);
    if (!(shown instanceof HmrcAnswerError)) throw shown;
    await itsaRepo().setCalculation(r.businessId, r.id, null, shown.message);
    return null;
  }
}

/** HMRC's wording for an in-year figure (end-to-end service guide, "tax calculations"). */
export function calculationDisclaimer(periodTo: string | null): string {
  const upTo = periodTo ? ` to ${ukDate(periodTo)}` : '';
  return `This calculation is only based on information HMRC have received about your income and expenses${upTo}. This may change as HMRC receive further information about you during the tax year.`;
}

/** The key figures of a calculation (reference hmrc-itsa §5.3), or null when HMRC produced none. */
export function keyFigures(calc: Calculation, hmrcBusinessId: string) {
  const tax = calc.calculation?.taxCalculation;
  if (!tax) return null;
  const business = calc.calculation?.businessProfitAndLoss?.find((b) => b.incomeSourceId === hmrcBusinessId);
  return {
    totalIncomeReceived: tax.incomeTax.totalIncomeReceivedFromAllSources,
    taxableIncome: tax.incomeTax.totalTaxableIncome,
    incomeTaxDue: tax.incomeTax.totalIncomeTaxDue ?? tax.incomeTax.incomeTaxCharged ?? 0,
    class4NicsDue: tax.nics?.class4Nics?.totalAmount ?? 0,
    class2Nics: tax.nics?.class2Nics?.amount ?? null,
    totalIncomeTaxAndNicsDue: tax.totalIncomeTaxAndNicsDue ?? tax.totalTaxAndNicsDue ?? 0,
    selfEmploymentProfit: business?.netProfit ?? null,
  };
}

/** `hmrc/itsa/submissions/{id}/calculation`. */
export async function itsaCalculation(ctx: BusinessRequestContext, id: string, govTestScenario: string | undefined) {
  const r = await receiptOf(ctx.business.id, id);
  const shown = { taxYear: r.taxYear, disclaimer: calculationDisclaimer(null), errors: [], warnings: [] };
  const plain = await itsaLink(ctx, undefined);
  const trigger = forTrigger(plain, govTestScenario);
  const link = trigger.options.govTestScenario ? plain : { ...plain, options: { ...plain.options, govTestScenario } };
  const calculationId = r.calculationId ?? (await startCalculation(trigger, r));
  if (!calculationId) {
    const again = await itsaRepo().getReceipt(r.businessId, r.id);
    const problem = again?.calculationProblem ?? r.calculationProblem;
    return {
      ...shown,
      status: 'failed' as const,
      calculationId: null,
      periodFrom: null,
      periodTo: null,
      calculationType: null,
      figures: null,
      problem,
    };
  }
  for (const wait of CALCULATION_BACKOFF_MS) {
    await sleep(wait);
    let calc: Calculation | null;
    try {
      calc = await hmrc().retrieveCalculation(link.store, r.nino, r.taxYear, calculationId, link.options);
    } catch (err) {
      throw fromItsaError(err);
    }
    if (!calc) continue;
    const figures = keyFigures(calc, r.hmrcBusinessId);
    const errors = calc.messages?.errors ?? [];
    return {
      status: figures ? ('ready' as const) : ('failed' as const),
      calculationId,
      taxYear: r.taxYear,
      periodFrom: calc.metadata.periodFrom ?? null,
      periodTo: calc.metadata.periodTo ?? null,
      calculationType: calc.metadata.calculationType,
      disclaimer: calculationDisclaimer(calc.metadata.periodTo ?? null),
      figures,
      errors,
      warnings: calc.messages?.warnings ?? [],
      problem: figures
        ? null
        : 'HMRC could not work out the tax from the figures it holds: see its messages below, correct the figures and send the update again',
    };
  }
  logger().info('Income Tax calculation not ready yet', { calculationId });
  return {
    ...shown,
    status: 'pending' as const,
    calculationId,
    periodFrom: null,
    periodTo: null,
    calculationType: null,
    figures: null,
    problem: null,
  };
}
