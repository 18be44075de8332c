import { aggregateRepository } from '@bk/data';
import { addDays, combineVatSums, vatSumsPlan, type FlatRateFirstYear, type VatSums } from '@bk/domain';
import { getDb } from '../clients/db';

/** A period's VAT sums as its aggregates hold them (decision 0057). */
export interface PeriodVatSums {
  sums: VatSums;
  /** Flat rate scheme: the turnover of the days of the first-year discount (part of `sums.turnover`). */
  discountedTurnover: number;
  /** Aggregate items read. */
  itemsRead: number;
}

/**
 * The VAT sums of the period `from`..`to` from the business's month aggregates and, for months the
 * period (or the first-year discount `discount`) starts or ends inside, its day aggregates: one
 * Query of months and one a partial month, in parallel. Null when some aggregate read does not
 * cover all of its transactions (a ledger written before the sums were kept): the caller then sums
 * the period's transactions.
 */
export async function readPeriodVatSums(
  businessId: string,
  from: string,
  to: string,
  discount: FlatRateFirstYear | null,
): Promise<PeriodVatSums | null> {
  const cuts = discount ? [discount.from, addDays(discount.until, 1)] : [];
  const plan = vatSumsPlan(from, to, cuts);
  const repo = aggregateRepository(getDb());
  const first = plan.months[0];
  const last = plan.months[plan.months.length - 1];
  const [months, ...days] = await Promise.all([
    first && last ? repo.listVatSums(businessId, 'M', first, last) : [],
    ...plan.days.map((run) => repo.listVatSums(businessId, 'D', run.from, run.to)),
  ]);
  return combineVatSums(plan, months, days.flat(), discount);
}
