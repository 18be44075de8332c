import type { z } from 'zod/mini';
import type { VatFigures } from '@bk/contract';
import { businessRepository, toVatLedgerEntry, transactionRepository } from '@bk/data';
import {
  checkVatReturn,
  computeVatFigures,
  firstYearDays,
  flatRateFirstYear,
  MESSAGES,
  vatBoxesToPounds,
  vatFiguresFromSums,
  vatSchemeErrors,
  VatScheme,
  type VatFiguresOptions,
  type VatFiguresResult,
} from '@bk/domain';
import { getDb } from '../clients/db';
import { ValidationError } from '../errors';
import { readPeriodVatSums } from './vat-sums-read';

/** Kept here too: the handler's tests and callers know it by this module. */
export { toVatLedgerEntry };

type VatFiguresDto = z.input<typeof VatFigures>;

/** The longest period the figures are worked out for (an annual return), as SPEC §9's date ranges. */
const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

export const VAT_FIGURES_MESSAGES = {
  dateOrder: MESSAGES.dateOrder,
  dateRange: MESSAGES.dateRangeYear,
} as const;

function figuresErrors(body: {
  startDate: string;
  endDate: string;
  scheme: number;
  flatRatePercent?: number | null | undefined;
}) {
  const errors: { field: string; message: string }[] = vatSchemeErrors(body);
  const days = (Date.parse(body.endDate) - Date.parse(body.startDate)) / DAY_MS;
  if (days < 0) errors.push({ field: 'endDate', message: VAT_FIGURES_MESSAGES.dateOrder });
  else if (days > MAX_PERIOD_DAYS) errors.push({ field: 'startDate', message: VAT_FIGURES_MESSAGES.dateRange });
  return errors;
}

/**
 * `transaction/vat-figures`: the nine boxes of a period and scheme, with the counts and
 * pre-submission checks, from the sums the business's month and day aggregates keep (decision
 * 0057): a few items whatever the period's size. Boxes 1-5 in pounds and pence, 6-9 whole pounds.
 * Under the flat rate scheme the business's VAT registration dates (one read of the business item)
 * give the first-year discount's days.
 */
export async function vatFigures(
  businessId: string,
  body: { startDate: string; endDate: string; scheme: number; flatRatePercent?: number | null | undefined },
): Promise<VatFiguresDto> {
  const errors = figuresErrors(body);
  if (errors.length > 0) throw new ValidationError(errors);
  const flatRate = body.scheme === VatScheme.FLAT_RATE;
  const business = flatRate ? await businessRepository(getDb()).getBusiness(businessId) : null;
  const options: VatFiguresOptions = {
    from: body.startDate,
    to: body.endDate,
    scheme: body.scheme,
    flatRatePercent: flatRate ? body.flatRatePercent : null,
    flatRateFirstYear: business ? flatRateFirstYear(business) : null,
  };
  const sums = await readPeriodVatSums(businessId, options.from, options.to, firstYearDays(options));
  const result = sums
    ? vatFiguresFromSums(sums.sums, sums.discountedTurnover, options)
    : await figuresFromTransactions(businessId, options);
  const pounds = vatBoxesToPounds(result.boxes);
  return {
    box1: pounds.vatDueSales,
    box2: pounds.vatDueAcquisitions,
    box3: pounds.totalVatDue,
    box4: pounds.vatReclaimedCurrPeriod,
    box5: pounds.netVatDue,
    box6: pounds.totalValueSalesExVAT,
    box7: pounds.totalValuePurchasesExVAT,
    box8: pounds.totalValueGoodsSuppliedExVAT,
    box9: pounds.totalAcquisitionsExVAT,
    transactionCount: result.transactionCount,
    incompleteCount: result.incompleteCount,
    unreconciledCount: result.unreconciledCount,
    checks: checkVatReturn(result.boxes, {
      incompleteCount: result.incompleteCount,
      unreconciledCount: result.unreconciledCount,
    }),
    flatRateFirstYear: result.flatRateFirstYear,
  };
}

/** A read bound DynamoDB accepts as a Limit (the whole period is read: no filter, no real limit). */
const READ_ALL = 2_000_000_000;

/**
 * The figures from every transaction of the period (one query of the business partition by date):
 * for a ledger whose aggregates were written before they kept the VAT sums.
 */
export async function figuresFromTransactions(
  businessId: string,
  options: VatFiguresOptions,
): Promise<VatFiguresResult> {
  const { items } = await transactionRepository(getDb()).queryTransactions(businessId, {
    from: options.from,
    to: options.to,
    limit: READ_ALL,
  });
  return computeVatFigures(items.map(toVatLedgerEntry), options);
}
