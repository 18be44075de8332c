import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { ShareAccessPage } from './components/share-access-page';

/** Share Access (SPEC §2), for app/screens.tsx's BUILT map. */
export const SHARE_ACCESS_SCREENS = {
  ShareAccess: { Component: ShareAccessPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
