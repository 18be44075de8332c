import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { contactsQueryOptions } from '../../lib/queries/contacts';
import { ContactsPage } from './components/contacts-page';

/** Contacts and ViewContact (SPEC §2), for app/screens.tsx's BUILT map. */
export const CONTACT_SCREENS = {
  Contacts: {
    Component: ContactsPage,
    prefetch: () => queryClient.ensureQueryData(contactsQueryOptions({}, 1)).catch(() => undefined),
  },
  ViewContact: {
    Component: ContactsPage,
    prefetch: ({ params }) =>
      params.contactId
        ? queryClient.ensureQueryData(contactsQueryOptions({ id: params.contactId }, 1)).catch(() => undefined)
        : Promise.resolve(),
  },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
