import type { z } from 'zod';
import type { VatFigures } from '@bk/contract';
import { businessRepository, transactionRepository, type TransactionItem } from '@bk/data';
import {
  categoryById,
  checkVatReturn,
  computeVatFigures,
  flatRateFirstYear,
  MESSAGES,
  pence,
  vatBoxesToPounds,
  vatPercentOf,
  vatSchemeErrors,
  VatScheme,
  type VatLedgerEntry,
} from '@bk/domain';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';

type VatFiguresDto = z.input<typeof VatFigures>;

/** The longest period the figures are worked out for (an annual return), as SPEC §9's date ranges. */
const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;
/** A read bound DynamoDB accepts as a Limit (the whole period is read: no filter, no real limit). */
const READ_ALL = 2_000_000_000;

export const VAT_FIGURES_MESSAGES = {
  dateOrder: MESSAGES.dateOrder,
  dateRange: MESSAGES.dateRangeYear,
} as const;

/** A stored transaction as the VAT rules read it (category and rate from the reference data). */
export function toVatLedgerEntry(tx: TransactionItem): VatLedgerEntry {
  const category = categoryById(tx.categoryId);
  return {
    date: tx.date,
    amount: pence(tx.amount),
    netAmount: tx.netAmount === null ? null : pence(tx.netAmount),
    purchasePrice: tx.purchasePrice === null ? null : pence(tx.purchasePrice),
    isRefund: tx.isRefund,
    transactionTypeId: tx.transactionTypeId,
    vatPercent: vatPercentOf(tx.vatRateId),
    categoryIncome: category?.saCategory && !category.ignore ? category.saCategory.income : null,
    capitalGoods: category?.capitalGoods ?? false,
    incomplete: tx.incomplete,
  };
}

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
 * `transaction/vat-figures`: the nine boxes of a period and scheme from every transaction of the
 * period (one query of the business partition by date), with the counts and pre-submission checks.
 * Boxes 1-5 in pounds and pence, 6-9 whole pounds. Under the flat rate scheme the business's VAT
 * registration dates (one read of the business item) give the first-year discount's days.
 */
export async function vatFigures(
  businessId: string,
  body: { startDate: string; endDate: string; scheme: number; flatRatePercent?: number | null | undefined },
): Promise<VatFiguresDto> {
  const errors = figuresErrors(body);
  if (errors.length > 0) throw new ValidationError(errors);
  const flatRate = body.scheme === VatScheme.FLAT_RATE;
  const [{ items }, business] = await Promise.all([
    transactionRepository(getDb()).queryTransactions(businessId, {
      from: body.startDate,
      to: body.endDate,
      limit: READ_ALL,
    }),
    flatRate ? businessRepository(getDb()).getBusiness(businessId) : null,
  ]);
  const result = computeVatFigures(items.map(toVatLedgerEntry), {
    from: body.startDate,
    to: body.endDate,
    scheme: body.scheme,
    flatRatePercent: flatRate ? body.flatRatePercent : null,
    flatRateFirstYear: business ? flatRateFirstYear(business) : null,
  });
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
