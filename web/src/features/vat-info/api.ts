import { useMutation } from '../../lib/use-mutation';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notifications/notification-store';

/**
 * A retrieval the person starts (or the screen starts once the VRN is confirmed), with the
 * SPEC §8 success notice; failures go through the usual error notifications.
 */
export function useRetrieve<V, R>(run: (vars: V) => Promise<R>, successMessage: string) {
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify({ type: 'success', message: successMessage }),
  });
}

export const retrieveObligations = (range: { from: string; to: string }, govTestScenario?: string) =>
  api.call('hmrcObligations', { body: range, query: { govTestScenario } });
export const retrievePayments = (range: { from: string; to: string }, govTestScenario?: string) =>
  api.call('hmrcPayments', { body: range, query: { govTestScenario } });
export const retrieveLiabilities = (range: { from: string; to: string }, govTestScenario?: string) =>
  api.call('hmrcLiabilities', { body: range, query: { govTestScenario } });
export const retrievePenalties = (govTestScenario?: string) =>
  api.call('hmrcPenalties', { query: { govTestScenario } });
export const retrieveFinancialDetails = (penaltyChargeReference: string, govTestScenario?: string) =>
  api.call('hmrcFinancialDetails', { body: { penaltyChargeReference }, query: { govTestScenario } });
