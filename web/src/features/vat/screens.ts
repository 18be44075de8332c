import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { penaltiesEnabledQueryOptions } from '../hmrc/api/get-penalties-enabled';
import { hmrcDetailsQueryOptions, silentModeQueryOptions } from './api/hmrc-details';
import { HmrcLoginCompletePage } from './components/hmrc-login-complete-page';
import { HmrcLoginPage } from './components/hmrc-login-page';
import { SetVrnPage } from './components/set-vrn-page';
import { ToggleVatPage } from './components/toggle-vat-page';
import { VatMenuPage } from './components/vat-menu-page';

/** Background loads that never block a screen. */
const quietly = (load: Promise<unknown>) => load.catch(() => undefined);

/** MTD VAT menu, Toggle VAT, Tax authority sign in and Set VRN (SPEC §2), for app/screens.tsx. */
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
  SetVrn: { Component: SetVrnPage, prefetch: () => quietly(queryClient.ensureQueryData(hmrcDetailsQueryOptions())) },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
