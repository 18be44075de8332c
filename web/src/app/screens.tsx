import type { ComponentType } from 'react';
import type { ScreenName } from '../config/routes';
import { SCREENS } from '../config/screens';
import { AUTH_SCREENS } from '../features/auth/screens';
import { BANK_ACCOUNT_SCREENS } from '../features/bank-accounts/screens';
import { BUSINESS_SCREENS } from '../features/business/screens';
import { CHART_SCREENS } from '../features/charts/screens';
import { CONTACT_SCREENS } from '../features/contacts/screens';
import { IMPORT_EXPORT_SCREENS } from '../features/import-export/screens';
import { INVITATION_SCREENS } from '../features/invitations/screens';
import { INVOICE_SCREENS } from '../features/invoices/screens';
import { ComingLater } from './pages/coming-later';
import { PageNotFound } from './pages/page-not-found';
import { PROFILE_SCREENS } from '../features/profile/screens';
import { SELF_ASSESSMENT_SCREENS } from '../features/self-assessment/screens';
import { SHARE_ACCESS_SCREENS } from '../features/share-access/screens';
import { SUPPORT_SCREENS } from '../features/support/screens';
import { VAT_SCREENS } from '../features/vat/screens';
import { VAT_INFO_SCREENS } from '../features/vat-info/screens';
import { VAT_RECEIPT_SCREENS } from '../features/vat-receipts/screens';
import { VAT_REMINDER_SCREENS } from '../features/vat-reminders/screens';
import { SUBMIT_VAT_RETURN_SCREENS } from '../features/vat-return/submit-screens';
import { COMPOSED_SCREENS } from './composed-screens';
import type { Prefetch } from './guard-loader';

/** The screens built so far (Home is put together in composed-screens); every other route shows the "coming in a later release" panel. */
const BUILT: Partial<Record<ScreenName, { Component: ComponentType; prefetch?: Prefetch }>> = {
  ...AUTH_SCREENS,
  ...PROFILE_SCREENS,
  ...BUSINESS_SCREENS,
  ...SHARE_ACCESS_SCREENS,
  ...INVITATION_SCREENS,
  ...SUPPORT_SCREENS,
  ...BANK_ACCOUNT_SCREENS,
  ...CONTACT_SCREENS,
  ...VAT_SCREENS,
  ...VAT_INFO_SCREENS,
  ...VAT_RECEIPT_SCREENS,
  ...VAT_REMINDER_SCREENS,
  ...SUBMIT_VAT_RETURN_SCREENS,
  ...IMPORT_EXPORT_SCREENS,
  ...INVOICE_SCREENS,
  ...CHART_SCREENS,
  ...SELF_ASSESSMENT_SCREENS,
  ...COMPOSED_SCREENS,
  PageNotFound: { Component: PageNotFound },
};

export function screenOf(name: ScreenName): { Component: ComponentType; prefetch?: Prefetch } {
  const built = BUILT[name];
  if (built) return built;
  const title = SCREENS[name].title;
  return { Component: () => <ComingLater title={title} /> };
}
