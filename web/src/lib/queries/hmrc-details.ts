import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HmrcDetails } from '@bk/contract';
import type * as z from 'zod';
import { api } from '../api-client';
import { queryClient } from '../query-client';

/** Query keys of the MTD VAT set-up (STYLE §12 key factories). */
export const vatKeys = {
  all: ['vat'] as const,
  hmrcDetails: () => [...vatKeys.all, 'hmrc-details'] as const,
  silentMode: () => [...vatKeys.all, 'reminders-silent-mode'] as const,
};

export type TaxAuthorityDetails = z.infer<typeof HmrcDetails>;

/** SPEC §3 "Tax authority details": whether the business is signed in to HMRC and its VRN confirmed. */
export const hmrcDetailsQueryOptions = () =>
  queryOptions({
    queryKey: vatKeys.hmrcDetails(),
    queryFn: ({ signal }) => api.call('hmrcDetails', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });

export function useHmrcDetails() {
  return useQuery(hmrcDetailsQueryOptions());
}

/** Keep what the server answered after a sign-in or a saved VRN. */
export function setHmrcDetails(details: TaxAuthorityDetails): void {
  queryClient.setQueryData(vatKeys.hmrcDetails(), details);
}

/** SPEC §4: an 'Invalid credentials' answer clears the tax authority details. */
export function clearHmrcDetails(): void {
  queryClient.removeQueries({ queryKey: vatKeys.hmrcDetails() });
}

/** Whether VAT reminders are in silent mode (their tile is then hidden); a failure counts as on. */
export const silentModeQueryOptions = () =>
  queryOptions({
    queryKey: vatKeys.silentMode(),
    queryFn: ({ signal }) => api.call('hmrcVatRemindersSilentMode', { signal }).catch(() => true),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
