import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { userQueryOptions } from '../../lib/session/api/get-user';
import { EditProfilePage } from './components/edit-profile-page';

/** Edit Profile (SPEC §2), for app/screens.tsx's BUILT map; the user is loaded before it shows. */
export const PROFILE_SCREENS = {
  EditProfile: { Component: EditProfilePage, prefetch: () => queryClient.ensureQueryData(userQueryOptions()) },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
