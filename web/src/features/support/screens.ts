import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { SupportPage } from './components/support-page';

/** Support (SPEC §2), for app/screens.tsx's BUILT map. */
export const SUPPORT_SCREENS = {
  Support: { Component: SupportPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
