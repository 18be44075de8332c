import type { ResponseOf } from '@bk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { itsaKeys } from '../itsa-keys';

export type ItsaSettings = ResponseOf<'itsaSettings'>;
export type ItsaObligations = ResponseOf<'itsaObligations'>;
export type ItsaObligation = ItsaObligations['quarterly'][number];
export type ItsaFigures = ResponseOf<'itsaFigures'>;
export type ItsaField = ItsaFigures['fields'][number];
export type ItsaSubmission = ResponseOf<'itsaSubmission'>;
export type ItsaCalculation = ResponseOf<'itsaCalculation'>;
export type ItsaBusiness = ResponseOf<'itsaBusinesses'>[number];

/** The business's Income Tax settings and whether its HMRC link covers Income Tax. */
export const itsaSettingsQueryOptions = () =>
  queryOptions({
    queryKey: itsaKeys.settings(),
    queryFn: ({ signal }) => api.call('itsaSettings', { signal }),
    staleTime: 60_000,
  });

export function useItsaSettings() {
  return useQuery(itsaSettingsQueryOptions());
}

/** Whether the settings allow talking to HMRC about Income Tax: linked with its scopes, NINO and business chosen. */
export function isReady(settings: ItsaSettings): boolean {
  return settings.linked && !settings.needsRelink && settings.nino !== null && settings.businessId !== null;
}

/** A tax year's quarterly and final declaration obligations, as HMRC has them. */
export function useItsaObligations(taxYear: string, govTestScenario: string | undefined, enabled = true) {
  return useQuery({
    queryKey: itsaKeys.obligations(taxYear, govTestScenario),
    queryFn: ({ signal }) => api.call('itsaObligations', { params: { taxYear }, query: { govTestScenario }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The year-to-date figures an update for the period ending `periodEnd` would send. */
export function useItsaFigures(taxYear: string, periodEnd: string, enabled = true) {
  return useQuery({
    queryKey: itsaKeys.figures(taxYear, periodEnd),
    queryFn: ({ signal }) => api.call('itsaFigures', { params: { taxYear }, query: { periodEnd }, signal }),
    enabled,
  });
}

/** The updates sent for a tax year, newest first as the server answers. */
export function useItsaSubmissions(taxYear: string, enabled = true) {
  return useQuery({
    queryKey: itsaKeys.submissions(taxYear),
    queryFn: ({ signal }) => api.call('itsaSubmissions', { query: { taxYear }, signal }),
    enabled,
  });
}

export const itsaSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: itsaKeys.submission(id),
    queryFn: ({ signal }) => api.call('itsaSubmission', { params: { id }, signal }),
    staleTime: Infinity,
  });

export function useItsaSubmission(id: string) {
  return useQuery(itsaSubmissionQueryOptions(id));
}

/** Keep what the server answered after a save. */
export function setItsaSettings(settings: ItsaSettings): void {
  queryClient.setQueryData(itsaKeys.settings(), settings);
}

/** The owner's self-employment businesses at HMRC, looked up by NINO. */
export function useFindBusinesses() {
  return useMutation({
    mutationFn: (input: { nino: string; govTestScenario?: string }) =>
      api.call('itsaBusinesses', { body: { nino: input.nino }, query: { govTestScenario: input.govTestScenario } }),
  });
}

export function useSaveItsaSettings() {
  return useMutation({
    mutationFn: (input: { nino: string; businessId: string; govTestScenario?: string }) =>
      api.call('itsaSettingsSave', {
        body: { nino: input.nino, businessId: input.businessId },
        query: { govTestScenario: input.govTestScenario },
      }),
    onSuccess: (settings) => {
      setItsaSettings(settings);
      // Another business means other obligations and figures.
      void queryClient.invalidateQueries({ queryKey: itsaKeys.all, refetchType: 'none' });
    },
  });
}

/** The reminder lead time, saved with the NINO and business already chosen (one settings item at the server). */
export function useSaveItsaReminder() {
  return useMutation({
    mutationFn: (input: { nino: string; businessId: string; reminderDays: number | null; govTestScenario?: string }) =>
      api.call('itsaSettingsSave', {
        body: { nino: input.nino, businessId: input.businessId, reminderDays: input.reminderDays },
        query: { govTestScenario: input.govTestScenario },
      }),
    onSuccess: setItsaSettings,
  });
}

export function useSaveQuarterType() {
  return useMutation({
    mutationFn: (input: { taxYear: string; quarterType: 'standard' | 'calendar'; govTestScenario?: string }) =>
      api.call('itsaQuarterType', {
        body: { taxYear: input.taxYear, quarterType: input.quarterType },
        query: { govTestScenario: input.govTestScenario },
      }),
    onSuccess: (settings) => {
      setItsaSettings(settings);
      // The quarters, and so the obligations, change with the choice.
      void queryClient.invalidateQueries({ queryKey: [...itsaKeys.all, 'obligations'] });
    },
  });
}
