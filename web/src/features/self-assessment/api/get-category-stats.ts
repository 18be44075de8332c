import { parsePounds, type SaCategoryStat, type SaForm, type TaxYear } from '@bk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Query keys of the Self Assessment summary: the active business's category stats by form and year. */
export const selfAssessmentKeys = {
  all: ['self-assessment'] as const,
  stats: (form: SaForm, yearLabel: string) => [...selfAssessmentKeys.all, 'stats', form, yearLabel] as const,
};

/** The form's category lines for the tax year (6 April to 5 April), turned back into pence. */
export async function getCategoryStats(form: SaForm, year: TaxYear, signal?: AbortSignal): Promise<SaCategoryStat[]> {
  const body = { startDate: year.start, endDate: year.end };
  const stats = await api.call(form === 'SA103S' ? 'transactionStatsCategoryShort' : 'transactionStatsCategory', {
    body,
    signal,
  });
  return stats.map((s) => ({
    ...s,
    amount: parsePounds(s.amount),
    disallowableAmount: parsePounds(s.disallowableAmount),
  }));
}

export const categoryStatsQueryOptions = (form: SaForm, year: TaxYear) =>
  queryOptions({
    queryKey: selfAssessmentKeys.stats(form, year.label),
    queryFn: ({ signal }) => getCategoryStats(form, year, signal),
  });

/** The stats of a form and year; `form` null waits (the default form is not known yet). */
export function useCategoryStats(form: SaForm | null, year: TaxYear) {
  return useQuery({ ...categoryStatsQueryOptions(form ?? 'SA103S', year), enabled: form !== null });
}
