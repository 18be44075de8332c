import { createApi } from '../shared/api/create-api';
import { config } from '../shared/config';

/** HMRC (SPEC §7 "Tax authority"); the flags come from configuration. */
export const handler = createApi('hmrc', {
  hmrcPenaltiesEnabled: async () => config().FEATURE_PENALTIES,
  hmrcVatRemindersSilentMode: async () => config().FEATURE_VAT_REMINDERS_SILENT,
});
