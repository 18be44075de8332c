import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { sessionKeys } from '../../../lib/session/session-keys';
import { keepHmrcReturnName } from '../return-name';
import { setHmrcDetails } from '../../../lib/queries/hmrc-details';

/** SPEC §2 Toggle VAT: turn VAT on or off for the active business. */
export function useToggleVat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enableVat: boolean) => api.call('businessActiveToggleVat', { body: { enableVat } }),
    onSuccess: (business) => {
      queryClient.setQueryData(sessionKeys.activeBusiness(), business);
    },
  });
}

/**
 * SPEC §2 Tax authority sign in: ask the server for HMRC's sign-in address and go there. The
 * screen to come back to is kept in this tab, since HMRC sends back only `code` and `state`.
 */
export function useStartHmrcLogin() {
  return useMutation({
    mutationFn: (returnName: string | null) =>
      api.call('hmrcLogin', { query: returnName ? { returnName } : {} }).then((reply) => ({ ...reply, returnName })),
    onSuccess: ({ url, returnName }) => {
      keepHmrcReturnName(returnName);
      window.location.assign(url);
    },
  });
}

/** SPEC §2 Set VRN: save and confirm the VAT number. */
export function useSaveVrn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vrn: string) => api.call('hmrcVrn', { body: { vrn } }),
    onSuccess: async (details) => {
      clearFieldErrors();
      setHmrcDetails(details);
      notify({ type: 'success', message: 'VRN Saved' });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.activeBusiness() });
    },
  });
}
