import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { notify } from '../../../lib/notifications/notification-store';
import { useSaveItsaReminder } from '../api/queries';

/** The lead times offered; a number saved another way (the API takes 1 to 60) is offered too. */
const LEAD_DAYS = [1, 3, 7, 14, 30];
const OFF = 'off';

const REMINDER_LABEL = 'E-mail a reminder this many days before each Income Tax deadline';

const daysText = (days: number) => (days === 1 ? '1 day before' : `${days} days before`);

function choices(saved: number | null) {
  const days = saved !== null && !LEAD_DAYS.includes(saved) ? [...LEAD_DAYS, saved].sort((a, b) => a - b) : LEAD_DAYS;
  return [
    { value: OFF, label: 'Off: no Income Tax reminders' },
    ...days.map((d) => ({ value: String(d), label: daysText(d) })),
  ];
}

/**
 * How many days before HMRC's due date of each quarterly update the reminder e-mail goes, or none.
 * Saved with the NINO and business already chosen (the settings are one item at the server).
 */
export function ReminderSection(props: {
  nino: string;
  businessId: string;
  reminderDays: number | null;
  canChange: boolean;
}) {
  const scenario = useGovTestScenario();
  const [choice, setChoice] = useState(props.reminderDays === null ? OFF : String(props.reminderDays));
  const save = useSaveItsaReminder();
  const reminderDays = choice === OFF ? null : Number(choice);
  const onSave = () =>
    save.mutate(
      { nino: props.nino, businessId: props.businessId, reminderDays, govTestScenario: scenario },
      {
        onSuccess: () =>
          notify({
            type: 'success',
            message: reminderDays === null ? 'Income Tax reminders turned off' : 'Income Tax reminders saved',
          }),
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-reminders-title">
      <Title order={2} size="h4" id="itsa-reminders-title" mb="xs">
        Reminders
      </Title>
      <Stack gap="sm">
        <NativeSelect
          label={REMINDER_LABEL}
          description="The deadline is HMRC's due date for each quarterly update. The e-mail goes to the business's administrators (and to everyone else it is shared with, when VAT Reminders turns that on) until the update is sent. Anyone can turn off their own reminders with the link in the e-mail."
          data={choices(props.reminderDays)}
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value)}
          disabled={!props.canChange}
          maw={420}
        />
        {props.canChange ? (
          <Group>
            <Button
              variant="default"
              onClick={onSave}
              loading={save.isPending}
              disabled={reminderDays === props.reminderDays}
            >
              Save reminders
            </Button>
          </Group>
        ) : (
          <Text size="sm">Your role in this business does not allow changing the reminders.</Text>
        )}
      </Stack>
    </Paper>
  );
}
