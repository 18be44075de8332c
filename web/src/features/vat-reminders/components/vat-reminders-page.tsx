import { canChange, isBusinessRoleId } from '@bk/domain';
import { Alert, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toApiError } from '../../../lib/api-error';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import {
  useMyReminders,
  useReminderSettings,
  useSaveReminderSettings,
  useTurnMyRemindersOn,
  type ReminderSettings,
} from '../api';
import { remindersForm } from '../reminders-form';

/**
 * SPEC §2 VAT reminders: who is e-mailed 14, 7 and 1 days before a VAT Return is due, with Save.
 * Roles without the VAT settings right see the switches but cannot change them.
 */
export function VatRemindersPage() {
  const settings = useReminderSettings();
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  if (settings.isError) {
    return (
      <>
        <ScreenTitle>VAT Reminders</ScreenTitle>
        <Alert color="red" title="VAT reminder settings could not be loaded">
          {toApiError(settings.error).message}
        </Alert>
        <Button mt="md" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </>
    );
  }
  if (!settings.data || !business) return <ScreenLoading />;
  const role = isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const canEdit = role !== null && canChange(role, 'vat:settings', { support });
  return <RemindersForm key={business.id} saved={settings.data} canEdit={canEdit} support={support} />;
}

function RemindersForm({ saved, canEdit, support }: { saved: ReminderSettings; canEdit: boolean; support: boolean }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: saved,
    validate: remindersForm.validate,
    transformValues: remindersForm.body,
  });
  const save = useSaveReminderSettings();
  return (
    <>
      <ScreenTitle>VAT Reminders</ScreenTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form
          onSubmit={form.onSubmit((body) => {
            if (canEdit) save.mutate(body);
          })}
        >
          <Stack gap="md">
            <Text>
              Reminder e-mails are sent 14, 7 and 1 days before each VAT Return is due, until HMRC has received it.
              Anyone can turn off their own reminders with the link in the e-mail.
            </Text>
            <MyRemindersOff />
            {!canEdit && (
              <Alert color="blue" title="View only">
                {support
                  ? SUPPORT_VIEW_ONLY
                  : 'Your role in this business cannot change who gets VAT reminders. Ask an administrator.'}
              </Alert>
            )}
            <Switch
              label="Administrator reminders"
              description="E-mail the administrators of this business."
              disabled={!canEdit}
              {...form.getInputProps('enableAdministratorReminders', { type: 'checkbox' })}
            />
            <Switch
              label="Shared-access reminders"
              description="E-mail everyone else this business is shared with."
              disabled={!canEdit}
              {...form.getInputProps('enableSharedAccessReminders', { type: 'checkbox' })}
            />
            {canEdit && (
              <Group>
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </>
  );
}

/** When this person turned off all their reminders from an e-mail link: say so, and offer them back. */
function MyRemindersOff() {
  const mine = useMyReminders();
  const turnOn = useTurnMyRemindersOn();
  if (!mine.data?.remindersOff) return null;
  return (
    <Alert color="blue" title="Your VAT Reminders are off">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          You turned off all VAT reminders to you with the link in a reminder e-mail, so you get none from any business,
          whatever is chosen below.
        </Text>
        <Button variant="light" onClick={() => turnOn.mutate()} loading={turnOn.isPending}>
          Turn my VAT Reminders back on
        </Button>
      </Stack>
    </Alert>
  );
}
