import { Anchor, Paper, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { defaultRange } from '../../../lib/date-range';
import { useObligations } from '../api/obligations';
import { backToObligations } from '../navigation';
import { compactToIso, findObligation, isOpen, lookupRange, OBLIGATION_MESSAGES } from '../period';
import { SubmitVatReturnForm } from './submit-vat-return-form';

/**
 * SPEC §2 Submit VAT Return (HmrcKeyVatReturn): finds the period in HMRC's obligations, sends the
 * person back to the list when it is unknown or not open (SPEC §4 Obligation), else shows the form.
 */
export function SubmitVatReturnPage() {
  const { periodKey = '', fromDate, toDate } = useParams();
  const [search] = useSearchParams();
  const obligationsScenario = search.get('obligationsGovTestScenario')?.trim().slice(0, 100) || undefined;
  const submitScenario = useGovTestScenario();
  const from = compactToIso(fromDate);
  const to = compactToIso(toDate);
  const range = useMemo(() => lookupRange(from, to, defaultRange(new Date())), [from, to]);
  const obligations = useObligations(range, obligationsScenario);
  const business = useActiveBusiness().data;
  const details = useHmrcDetails().data;
  const navigate = useNavigate();
  const obligation = obligations.data ? findObligation(obligations.data, periodKey, from, to) : null;

  useEffect(() => {
    if (!obligations.data) return;
    if (!obligation) backToObligations(navigate, OBLIGATION_MESSAGES.notFound);
    else if (!isOpen(obligation)) backToObligations(navigate, OBLIGATION_MESSAGES.notOpen);
  }, [obligations.data, obligation, navigate]);

  return (
    <>
      <ScreenTitle>Submit VAT Return</ScreenTitle>
      {obligations.isPending && <ScreenLoading />}
      {obligations.isError && (
        <Paper withBorder p="md" radius="md">
          <Text>
            This VAT period could not be checked with HMRC. Reload the page to try again, or{' '}
            <Anchor component={Link} to={routeTo('HmrcObligations')}>
              choose a period from VAT Obligations
            </Anchor>
            .
          </Text>
        </Paper>
      )}
      {obligation && isOpen(obligation) && business && (
        <SubmitVatReturnForm
          // A new period starts a new form.
          key={`${business.id}-${obligation.periodKey}-${obligation.start}`}
          period={obligation}
          business={business}
          savedMode={details?.mode ?? null}
          govTestScenario={submitScenario}
        />
      )}
    </>
  );
}
