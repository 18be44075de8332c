import { displayName } from '@bk/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { formatDate } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { isReady, useItsaFigures, useItsaObligations, useItsaSettings } from '../api/queries';
import { IN_ALERT, LinkNotice, READABLE } from './link-notice';
import { SendForm } from './send-form';

const BACK = (
  <Anchor component={Link} to={routeTo('IncomeTax')}>
    Back to Income Tax
  </Anchor>
);

/**
 * Review and send a quarterly update: the period as HMRC has it, every field with the categories
 * behind it, then the choices, the declaration and Submit (send-form). A period HMRC does not list
 * cannot be sent; one already sent can be sent again only as an amendment.
 */
export function UpdatePage() {
  const { taxYear = '', periodEnd = '' } = useParams();
  const scenario = useGovTestScenario();
  const business = useActiveBusiness().data;
  const settings = useItsaSettings();
  const ready = settings.data ? isReady(settings.data) : false;
  const obligations = useItsaObligations(taxYear, scenario, ready);
  const figures = useItsaFigures(taxYear, periodEnd, ready);
  const obligation = obligations.data?.quarterly.find((o) => o.periodEnd === periodEnd);
  const loading = settings.isPending || (ready && (obligations.isPending || figures.isPending));
  const failed = settings.isError || obligations.isError || figures.isError;

  return (
    <>
      <ScreenTitle>Send a Quarterly Update</ScreenTitle>
      {loading && <ScreenLoading />}
      {failed && <Text>The update could not be prepared. Reload the page to try again.</Text>}
      {settings.data && !ready && <LinkNotice settings={settings.data} />}
      {obligations.data && !obligation && (
        <Alert color="red" styles={READABLE} role="alert" title="Choose a period">
          HMRC has no quarterly obligation for this business ending {formatDate(periodEnd)} in {taxYear}.{' '}
          <Anchor component={Link} to={routeTo('IncomeTax')} {...IN_ALERT}>
            Back to Income Tax
          </Anchor>
        </Alert>
      )}
      {business && settings.data && obligation && figures.data && (
        <Stack gap="md">
          <Text>
            The year-to-date update of <strong>{displayName(business.name, 'Business')}</strong> (HMRC business{' '}
            {settings.data.tradingName ?? settings.data.businessId}) for {formatDate(obligation.periodStart)} to{' '}
            {formatDate(obligation.periodEnd)}, tax year {taxYear}, due by {formatDate(obligation.dueDate)}.
          </Text>
          <SendForm
            key={`${taxYear}-${periodEnd}`}
            businessId={business.id}
            taxYear={taxYear}
            obligation={obligation}
            figures={figures.data}
            govTestScenario={scenario}
          />
          {BACK}
        </Stack>
      )}
    </>
  );
}
