import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vatReturnKeys } from '../vat-return-keys';

export interface FiguresRequest {
  startDate: string;
  endDate: string;
  scheme: number;
  flatRatePercent: number | null;
}

/** The nine boxes worked out from the ledger for a period and scheme (SPEC §7 PATCH transaction/vat-figures). */
export const vatFiguresQueryOptions = (input: FiguresRequest) =>
  queryOptions({
    queryKey: vatReturnKeys.figures(input),
    queryFn: ({ signal }) => api.call('transactionVatFigures', { body: input, signal }),
    staleTime: 0,
  });

/** Only in accounting mode, and only with a usable flat rate percent for the flat rate scheme. */
export function useVatFigures(input: FiguresRequest, enabled: boolean) {
  return useQuery({ ...vatFiguresQueryOptions(input), enabled, placeholderData: keepPreviousData });
}
