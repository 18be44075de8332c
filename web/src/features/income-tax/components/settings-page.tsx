import { displayName, maskNino, ninoProblem } from '@bk/domain';
import { Anchor, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useShownFields } from '../../../components/field-error-summary';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { useFieldError } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import {
  useFindBusinesses,
  useItsaSettings,
  useSaveItsaSettings,
  type ItsaBusiness,
  type ItsaSettings,
} from '../api/queries';
import { useCanSend } from '../use-can-send';
import { LinkNotice } from './link-notice';
import { QuarterTypeSection } from './quarter-type-section';
import { ReminderSection } from './reminder-section';
import { SETTINGS_FAILED } from './income-tax-page';

/** What HMRC holds about a business besides its name: when it started and its quarters. */
function businessDescription(b: ItsaBusiness): string {
  const quarters = b.quarterType === 'calendar' ? 'calendar quarters' : 'standard quarters';
  return b.commencementDate ? `Trading since ${formatDate(b.commencementDate)}, ${quarters}` : `Updates by ${quarters}`;
}

const LABELS = { nino: 'National Insurance number', businessId: 'Your self-employment business at HMRC' };

function Saved({ settings }: { settings: ItsaSettings }) {
  if (!settings.nino || !settings.businessId) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-saved-title">
      <Title order={2} size="h4" id="itsa-saved-title" mb="xs">
        Saved details
      </Title>
      <Text size="sm">National Insurance number: {maskNino(settings.nino)}</Text>
      <Text size="sm">
        HMRC business: {settings.tradingName ?? 'No trading name'} ({settings.businessId})
      </Text>
      {settings.commencementDate && <Text size="sm">Trading since: {formatDate(settings.commencementDate)}</Text>}
      <Text size="sm">Quarters: {settings.quarterType === 'calendar' ? 'calendar' : 'standard'}</Text>
      <Anchor component={Link} to={routeTo('IncomeTax')} size="sm">
        Go to Income Tax
      </Anchor>
    </Paper>
  );
}

/** The owner's NINO, then the business chosen from HMRC's list for it, saved together. */
function ChooseBusiness({ settings, scenario }: { settings: ItsaSettings; scenario: string | undefined }) {
  const [nino, setNino] = useState(settings.nino ?? '');
  const [ninoError, setNinoError] = useState<string | null>(null);
  const [businessId, setBusinessId] = useState<string | null>(settings.businessId);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const find = useFindBusinesses();
  const save = useSaveItsaSettings();
  useShownFields(LABELS);
  const serverNino = useFieldError('nino');
  const serverBusiness = useFieldError('businessId');

  const onFind = (e: FormEvent) => {
    e.preventDefault();
    const problem = ninoProblem(nino);
    setNinoError(problem);
    if (problem) return;
    find.mutate(
      { nino, govTestScenario: scenario },
      { onSuccess: (list) => setBusinessId(list.length === 1 ? (list[0]?.businessId ?? null) : null) },
    );
  };
  const onSave = () => {
    if (!businessId) {
      setChoiceError('Choose your business from the list HMRC gives');
      return;
    }
    setChoiceError(null);
    save.mutate(
      { nino, businessId, govTestScenario: scenario },
      { onSuccess: () => notify({ type: 'success', message: 'Income Tax settings saved' }) },
    );
  };
  const list = find.data;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-choose-title">
      <Title order={2} size="h4" id="itsa-choose-title" mb="xs">
        Your business at HMRC
      </Title>
      <form onSubmit={onFind} aria-labelledby="itsa-choose-title" noValidate>
        <Group align="end" gap="sm">
          <TextInput
            label={LABELS.nino}
            description="The business owner's, as on payslips and letters from HMRC, like QQ 12 34 56 C"
            value={nino}
            onChange={(e) => setNino(e.currentTarget.value)}
            error={ninoError ?? serverNino}
            autoComplete="off"
            maw={320}
          />
          <Button type="submit" variant="default" loading={find.isPending}>
            Find my businesses at HMRC
          </Button>
        </Group>
      </form>
      {list?.length === 0 && (
        <Text mt="sm" role="status">
          HMRC has no self-employment business for this National Insurance number. Check the number, or sign up the
          business for Making Tax Digital for Income Tax with HMRC first.
        </Text>
      )}
      {list && list.length > 0 && (
        <Stack gap="sm" mt="md">
          <Radio.Group
            label={LABELS.businessId}
            value={businessId}
            onChange={setBusinessId}
            error={choiceError ?? serverBusiness}
          >
            <Stack gap="xs" mt="xs">
              {list.map((b) => (
                <Radio
                  key={b.businessId}
                  value={b.businessId}
                  label={`${b.tradingName ?? 'No trading name'} (${b.businessId})`}
                  description={businessDescription(b)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button onClick={onSave} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Income Tax settings: the HMRC connection (a link without Income Tax is offered a new sign-in),
 * the owner's NINO and the self-employment business chosen from HMRC's list, standard or
 * calendar quarters while they may still change, and how long before each deadline to remind.
 */
export function IncomeTaxSettingsPage() {
  const name = displayName(useActiveBusiness().data?.name, 'Business');
  const settings = useItsaSettings();
  const scenario = useGovTestScenario();
  const canSend = useCanSend();
  const linked = settings.data ? settings.data.linked && !settings.data.needsRelink : false;
  return (
    <>
      <ScreenTitle>Income Tax Settings</ScreenTitle>
      <Text mb="md">
        How <strong>{name}</strong> sends its Income Tax updates to HMRC.
      </Text>
      {settings.isPending && <ScreenLoading />}
      {settings.isError && <Text>{SETTINGS_FAILED}</Text>}
      {settings.data && (
        <Stack gap="md">
          {!linked && <LinkNotice settings={settings.data} />}
          <Saved settings={settings.data} />
          {linked && settings.data.businessId && <QuarterTypeSection settings={settings.data} canChange={canSend} />}
          {linked && settings.data.nino && settings.data.businessId && (
            <ReminderSection
              nino={settings.data.nino}
              businessId={settings.data.businessId}
              reminderDays={settings.data.reminderDays}
              canChange={canSend}
            />
          )}
          {linked && canSend && <ChooseBusiness settings={settings.data} scenario={scenario} />}
          {linked && !canSend && (
            <Text size="sm">Your role in this business does not allow changing these settings.</Text>
          )}
        </Stack>
      )}
    </>
  );
}
