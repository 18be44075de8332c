import { routes } from '@bk/contract';
import { formSchema } from '../../lib/form-schema';
import type { ReminderSettings } from './api';

/**
 * The VAT reminders settings (PATCH hmrc/vat-reminders/save), checked by the contract like every
 * form (decision 0032). Two switches always make a valid body; the check keeps what is sent the
 * schema's, should the settings grow.
 */
export const remindersForm = formSchema(routes.hmrcVatRemindersSave.body, {
  toBody: (values: ReminderSettings) => ({
    enableAdministratorReminders: values.enableAdministratorReminders,
    enableSharedAccessReminders: values.enableSharedAccessReminders,
  }),
});
