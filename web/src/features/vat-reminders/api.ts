import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../lib/use-mutation';
import type { VatReminderSettings } from '@bk/contract';
import type * as z from 'zod';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notifications/notification-store';

export type ReminderSettings = z.infer<typeof VatReminderSettings>;

/** Query keys of VAT reminders (STYLE §12 key factories); state resets when the business changes. */
export const reminderKeys = {
  all: ['vat-reminders'] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  mine: () => [...reminderKeys.all, 'mine'] as const,
};

/** SPEC §3 "VAT reminder settings" of the active business. */
export const reminderSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reminderKeys.settings(),
    queryFn: ({ signal }) => api.call('hmrcVatRemindersSettings', { signal }),
  });

export function useReminderSettings() {
  return useQuery(reminderSettingsQueryOptions());
}

/** SPEC §2 VAT reminders: Save, then 'Settings Saved'. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) => api.call('hmrcVatRemindersSave', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(reminderKeys.settings(), saved);
      notify({ type: 'success', message: 'Settings Saved' });
    },
  });
}

/** SPEC §2 Disable reminders: the e-mail link's id turns off all of its user's reminders. Quiet: the screen says. */
export function useDisableAllReminders() {
  return useMutation({
    mutationFn: (id: string) => api.call('hmrcVatRemindersDisableAll', { params: { id } }),
    meta: { quiet: true },
  });
}

/** Whether the signed-in user turned off all their VAT reminders with an e-mail link. */
export function useMyReminders() {
  return useQuery({
    queryKey: reminderKeys.mine(),
    queryFn: ({ signal }) => api.call('hmrcVatRemindersMine', { signal }),
  });
}

/** Turn the signed-in user's VAT reminders back on. */
export function useTurnMyRemindersOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('hmrcVatRemindersMineOn', {}),
    onSuccess: () => {
      queryClient.setQueryData(reminderKeys.mine(), { remindersOff: false });
      notify({ type: 'success', message: 'Your VAT Reminders are on again.' });
    },
  });
}
