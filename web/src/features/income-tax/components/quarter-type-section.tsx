import { itsaTaxYearOf, todayIso } from '@bk/domain';
import { Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { notify } from '../../../lib/notifications/notification-store';
import { useSaveQuarterType, type ItsaSettings } from '../api/queries';

type QuarterType = ItsaSettings['quarterType'];

const CHOICES: { value: QuarterType; label: string; description: string }[] = [
  { value: 'standard', label: 'Standard quarters', description: 'Ending 5 July, 5 October, 5 January and 5 April' },
  {
    value: 'calendar',
    label: 'Calendar quarters',
    description: 'Ending 30 June, 30 September, 31 December and 31 March',
  },
];

/** Standard or calendar quarters for the current tax year: changeable only before its first update. */
export function QuarterTypeSection({ settings, canChange }: { settings: ItsaSettings; canChange: boolean }) {
  const taxYear = itsaTaxYearOf(todayIso());
  const scenario = useGovTestScenario();
  const [choice, setChoice] = useState<QuarterType>(settings.quarterType);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveQuarterType();
  const changeable = settings.quarterTypeChangeable && canChange;
  const chosen = CHOICES.find((c) => c.value === choice) ?? CHOICES[0];
  const onConfirm = () =>
    save.mutate(
      { taxYear, quarterType: choice, govTestScenario: scenario },
      {
        onSuccess: () => notify({ type: 'success', message: 'Quarters changed' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-quarters-title">
      <Title order={2} size="h4" id="itsa-quarters-title" mb="xs">
        Quarters for {taxYear}
      </Title>
      {!changeable && (
        <Text size="sm">
          {settings.quarterType === 'calendar' ? CHOICES[1]?.description : CHOICES[0]?.description}.{' '}
          {settings.quarterTypeChangeable
            ? 'Your role in this business does not allow changing them.'
            : 'They cannot change now: an update has already been sent for this tax year.'}
        </Text>
      )}
      {changeable && (
        <Stack gap="sm">
          <Radio.Group label="Which quarters the updates cover" value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              {CHOICES.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} description={c.description} />
              ))}
            </Stack>
          </Radio.Group>
          <div>
            <Button variant="default" disabled={choice === settings.quarterType} onClick={() => setConfirming(true)}>
              Change quarters
            </Button>
          </div>
          <ConfirmDialog
            opened={confirming}
            title="Change the quarters?"
            confirmLabel="Change quarters"
            loading={save.isPending}
            onConfirm={onConfirm}
            onClose={() => setConfirming(false)}
          >
            <Text size="sm">
              HMRC will expect this tax year&apos;s updates for {chosen?.label.toLowerCase()} ({chosen?.description}).
              You can change again only until the first update of {taxYear} is sent.
            </Text>
          </ConfirmDialog>
        </Stack>
      )}
    </Paper>
  );
}
