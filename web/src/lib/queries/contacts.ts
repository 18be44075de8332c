import type { BodyOf, ResponseOf } from '@bk/contract';
import { contactWithNameOnly } from '@bk/domain';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../api-client';
import { useMutation } from '../use-mutation';
import { clearFieldErrors } from '../notifications/field-errors-store';
import { notify } from '../notifications/notification-store';

/** SPEC §3 Contact as the API answers it. */
export type Contact = ResponseOf<'contactCreate'>;
/** What a contact is saved with: every field but the id. */
export type ContactFields = BodyOf<'contactCreate'>;
/** SPEC §4 Filters of the contact list, and `id` for the single-contact view. */
export type ContactFilter = BodyOf<'contactList'>;
export interface ContactPage {
  contacts: Contact[];
  pages: number;
}

/** Query keys of contacts (STYLE §12). Everything here belongs to the active business. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: (filter: ContactFilter, page: number) => [...contactKeys.all, 'list', filter, page] as const,
  picker: (name: string) => [...contactKeys.all, 'picker', name] as const,
};

/** A contact with a name only: every other field empty. */
export function contactFieldsOf(name: string): ContactFields {
  return contactWithNameOnly(name);
}

// The contract names a paged list's key at run time, so its type does not carry the key.
function pageOf(reply: ResponseOf<'contactList'>): ContactPage {
  const contacts = reply['contacts'];
  const pages = reply['pages'];
  return { contacts: Array.isArray(contacts) ? contacts : [], pages: typeof pages === 'number' ? pages : 0 };
}

export async function getContacts(filter: ContactFilter, page: number, signal?: AbortSignal): Promise<ContactPage> {
  return pageOf(await api.call('contactList', { query: { page }, body: filter, signal }));
}

export const contactsQueryOptions = (filter: ContactFilter, page: number) =>
  queryOptions({
    queryKey: contactKeys.list(filter, page),
    queryFn: ({ signal }) => getContacts(filter, page, signal),
  });

/** One page of the filtered contacts, sorted by name. */
export function useContacts(filter: ContactFilter, page: number) {
  return useQuery({ ...contactsQueryOptions(filter, page), placeholderData: keepPreviousData });
}

const pickerQueryOptions = (name: string) =>
  infiniteQueryOptions({
    queryKey: contactKeys.picker(name),
    queryFn: ({ pageParam, signal }) => getContacts(name ? { name } : {}, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.pages ? all.length + 1 : undefined),
  });

/** The contact picker's choices: contacts whose name contains `name`, a page at a time. */
export function useContactChoices(name: string, enabled: boolean) {
  return useInfiniteQuery({ ...pickerQueryOptions(name), enabled, placeholderData: keepPreviousData });
}

/** Add a contact; every list of contacts reloads, and the notice says 'Contact created' (SPEC §8). */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: ContactFields) => api.call('contactCreate', { body: fields }),
    onSuccess: async () => {
      clearFieldErrors();
      await queryClient.invalidateQueries({ queryKey: contactKeys.all });
      notify({ type: 'success', message: 'Contact created' });
    },
  });
}
