import { FIRST_CUMULATIVE_TAX_YEAR, itsaTaxYearOf, itsaTaxYearRange } from '@bk/domain';

/**
 * The tax years the Income Tax screen offers, newest first: the current one back to the first with
 * cumulative quarterly updates (2025-26); HMRC's API takes none before it.
 * @example taxYearChoices('2026-11-26') // ['2026-27', '2025-26']
 */
export function taxYearChoices(today: string): string[] {
  const years: string[] = [];
  let year = itsaTaxYearOf(today);
  while (year >= FIRST_CUMULATIVE_TAX_YEAR) {
    years.push(year);
    const start = itsaTaxYearRange(year)?.start;
    if (!start) break;
    year = itsaTaxYearOf(`${Number(start.slice(0, 4)) - 1}-06-01`);
  }
  return years.length > 0 ? years : [FIRST_CUMULATIVE_TAX_YEAR];
}

/** The year named in the address when it is one of the choices, else the current one. */
export function chosenTaxYear(param: string | null, today: string): string {
  const choices = taxYearChoices(today);
  return param && choices.includes(param) ? param : (choices[0] ?? FIRST_CUMULATIVE_TAX_YEAR);
}

/** An obligation's status in words, with how the list marks it. */
export const STATUS_TEXT = { open: 'Open', fulfilled: 'Sent', overdue: 'Overdue' } as const;
