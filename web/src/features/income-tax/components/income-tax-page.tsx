import { displayName, todayIso } from '@bk/domain';
import { Anchor, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { isReady, useItsaSettings, type ItsaSettings } from '../api/queries';
import { chosenTaxYear, taxYearChoices } from '../tax-years';
import { LinkNotice } from './link-notice';
import { ObligationsSection } from './obligations-section';
import { SentUpdates } from './sent-updates';

export const SETTINGS_FAILED = 'The Income Tax settings could not be loaded. Reload the page to try again.';

function BusinessLine({ settings }: { settings: ItsaSettings }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text>
        HMRC business: <strong>{settings.tradingName ?? settings.businessId}</strong>
        {settings.commencementDate && <>, trading since {formatDate(settings.commencementDate)}</>}, with{' '}
        {settings.quarterType === 'calendar'
          ? 'calendar quarters (ending 30 June, 30 September, 31 December, 31 March)'
          : 'standard quarters (ending 5 July, 5 October, 5 January, 5 April)'}
        .{' '}
        <Anchor component={Link} to={routeTo('IncomeTaxSettings')}>
          Income Tax settings
        </Anchor>
      </Text>
    </Paper>
  );
}

/**
 * The Income Tax tile's screen: a tax year's quarterly obligations as HMRC has them (open, sent,
 * overdue, with HMRC's due date), the year-to-date figures each open period would send, the final
 * declaration, and the updates already sent; the year is kept in the address (`?taxYear=2026-27`).
 */
export function IncomeTaxPage() {
  const today = todayIso();
  const [params, setParams] = useSearchParams();
  const taxYear = chosenTaxYear(params.get('taxYear'), today);
  const scenario = useGovTestScenario();
  const name = displayName(useActiveBusiness().data?.name, 'Business');
  const settings = useItsaSettings();
  const ready = settings.data ? isReady(settings.data) : false;
  const setYear = (year: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('taxYear', year);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <ScreenTitle>Income Tax</ScreenTitle>
      <Text mb="md">
        Making Tax Digital for Income Tax: the quarterly updates of <strong>{name}</strong> to HMRC, worked out from its
        transactions.
      </Text>
      {settings.isPending && <ScreenLoading />}
      {settings.isError && <Text>{SETTINGS_FAILED}</Text>}
      {settings.data && !ready && <LinkNotice settings={settings.data} />}
      {settings.data && ready && (
        <Stack gap="md">
          <BusinessLine settings={settings.data} />
          <Group align="end">
            <NativeSelect
              label="Tax year"
              data={taxYearChoices(today)}
              value={taxYear}
              onChange={(e) => setYear(e.currentTarget.value)}
            />
          </Group>
          <ObligationsSection taxYear={taxYear} scenario={scenario} />
          <SentUpdates taxYear={taxYear} />
        </Stack>
      )}
    </>
  );
}
