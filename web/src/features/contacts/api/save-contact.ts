import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/use-mutation';
import { api } from '../../../lib/api-client';
import { clearFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { contactKeys, type ContactFields } from '../../../lib/queries/contacts';
import { transactionKeys } from '../../../lib/queries/transactions-keys';

export interface SaveContactInput {
  /** Absent for a new contact. */
  id?: string;
  body: ContactFields;
}

export function saveContact({ id, body }: SaveContactInput) {
  return id ? api.call('contactUpdate', { params: { id }, body }) : api.call('contactCreate', { body });
}

/**
 * Reload every list of contacts (SPEC §4 "Contact ... lists refresh after update, delete"), and the
 * transactions, which show their contact's name.
 */
function useReload() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
    ]);
}

/** Add or edit a contact: 'Contact created' (SPEC §8) or 'Contact updated'. */
export function useSaveContact() {
  const reload = useReload();
  return useMutation({
    mutationFn: saveContact,
    onSuccess: async (_contact, { id }) => {
      clearFieldErrors();
      await reload();
      notify({ type: 'success', message: id ? 'Contact updated' : 'Contact created' });
    },
  });
}

/** Delete a contact; its transactions keep showing its name. */
export function useDeleteContact() {
  const reload = useReload();
  return useMutation({
    mutationFn: ({ id }: { id: string; name: string }) => api.call('contactDelete', { params: { id } }),
    onSuccess: async () => {
      await reload();
      notify({ type: 'success', message: 'Contact deleted' });
    },
  });
}
