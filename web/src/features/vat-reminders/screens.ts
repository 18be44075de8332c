import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { reminderSettingsQueryOptions } from './api';
import { DisableVatRemindersPage } from './components/disable-vat-reminders-page';
import { VatRemindersPage } from './components/vat-reminders-page';

/** VAT reminders and Disable reminders (SPEC §2), for app/screens.tsx. */
export const VAT_REMINDER_SCREENS = {
  HmrcVatReminders: {
    Component: VatRemindersPage,
    prefetch: () => queryClient.ensureQueryData(reminderSettingsQueryOptions()).catch(() => undefined),
  },
  DisableVATReminders: { Component: DisableVatRemindersPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType; prefetch?: () => Promise<unknown> }>>;
