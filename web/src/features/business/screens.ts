import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { businessListQueryOptions } from '../../lib/session/api/get-business-list';
import { industriesQueryOptions } from './api/get-industries';
import { EditBusinessPage } from './components/edit-business-page';
import { SelectBusinessPage } from './components/select-business-page';

/** Select Business and Edit Business (SPEC §2), for app/screens.tsx's BUILT map. */
export const BUSINESS_SCREENS = {
  SelectBusiness: {
    Component: SelectBusinessPage,
    prefetch: () => queryClient.ensureQueryData(businessListQueryOptions()),
  },
  // The guards have already loaded the active business; the industries list is wanted before the
  // form shows (else the stored industry shows as none until it arrives), but never blocks it.
  EditBusiness: {
    Component: EditBusinessPage,
    prefetch: () => queryClient.ensureQueryData(industriesQueryOptions()).catch(() => undefined),
  },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
