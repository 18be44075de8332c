import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { FinancialDetailsPage } from './components/financial-details-page';
import { LiabilitiesPage } from './components/liabilities-page';
import { ObligationsPage } from './components/obligations-page';
import { PaymentsPage } from './components/payments-page';
import { PenaltiesPage } from './components/penalties-page';

/** VAT information screens (SPEC §2 Obligations, Payments, Liabilities, Penalties, Financial details). */
export const VAT_INFO_SCREENS = {
  HmrcObligations: { Component: ObligationsPage },
  HmrcPayments: { Component: PaymentsPage },
  HmrcLiabilities: { Component: LiabilitiesPage },
  HmrcPenalties: { Component: PenaltiesPage },
  FinancialDetails: { Component: FinancialDetailsPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
