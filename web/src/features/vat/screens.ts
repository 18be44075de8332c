import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { penaltiesEnabledQueryOptions } from '../../lib/queries/get-penalties-enabled';
import { hmrcDetailsQueryOptions, silentModeQueryOptions } from '../../lib/queries/hmrc-details';
import { HmrcLoginCompletePage } from './components/hmrc-login-complete-page';
import { HmrcLoginPage } from './components/hmrc-login-page';
import { ToggleVatPage } from './components/toggle-vat-page';
import { VatMenuPage } from './components/vat-menu-page';

/** Background loads that never block a screen. */
const quietly = (load: Promise<unknown>) => load.catch(() => undefined);

/** What Set VRN (SPEC §2) loads before it shows; app/composed-screens.tsx puts the screen together. */
export const prefetchSetVrn = () => quietly(queryClient.ensureQueryData(hmrcDetailsQueryOptions()));

/** MTD VAT menu, Toggle VAT and Tax authority sign in (SPEC §2), for app/screens.tsx. */
export const VAT_SCREENS = {
  Vat: {
    Component: VatMenuPage,
    prefetch: () =>
      Promise.all([
        quietly(queryClient.ensureQueryData(penaltiesEnabledQueryOptions())),
        quietly(queryClient.ensureQueryData(silentModeQueryOptions())),
        quietly(queryClient.ensureQueryData(hmrcDetailsQueryOptions())),
      ]),
  },
  ToggleVat: { Component: ToggleVatPage },
  HmrcLogin: { Component: HmrcLoginPage },
  HmrcLoginComplete: {
    Component: HmrcLoginCompletePage,
    prefetch: () => quietly(queryClient.ensureQueryData(hmrcDetailsQueryOptions())),
  },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
