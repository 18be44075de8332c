import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { InvitationsPage } from './components/invitations-page';

/** Invitations to share a business (decision 0050), for app/screens.tsx's BUILT map. */
export const INVITATION_SCREENS = {
  Invitations: { Component: InvitationsPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
