import type { VatFigures } from '@bk/contract';
import { addDays, FLAT_RATE_FIRST_YEAR_DISCOUNT } from '@bk/domain';
import type * as z from 'zod';
import { formatDate } from '../../lib/format';

type FirstYear = NonNullable<z.infer<typeof VatFigures>['flatRateFirstYear']>;

/**
 * The flat rate scheme's first-year discount in words, for the period's figures (VAT Notice 733):
 * the lower percent, the full one, the last day of the discount and the day the full percent starts.
 * @example flatRateFirstYearSentence({ fullPercent: 12.5, discountedPercent: 11.5, until: '2026-03-14' })
 * // 'Your flat rate is 11.5% (12.5% less the 1% first-year discount) until 14/03/2026, and 12.5% from 15/03/2026.'
 */
export function flatRateFirstYearSentence(firstYear: FirstYear): string {
  const { fullPercent, discountedPercent, until } = firstYear;
  return (
    `Your flat rate is ${discountedPercent}% (${fullPercent}% less the ${FLAT_RATE_FIRST_YEAR_DISCOUNT}% first-year discount) ` +
    `until ${formatDate(until)}, and ${fullPercent}% from ${formatDate(addDays(until, 1))}.`
  );
}
