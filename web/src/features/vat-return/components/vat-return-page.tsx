import { Anchor, Paper, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { defaultRange } from '../../../lib/date-range';
import { useObligations } from '../api/obligations';
import { backToObligations } from '../navigation';
import { isoToCompact, lastOpenObligation, OBLIGATION_MESSAGES } from '../period';

/**
 * SPEC §2 'VAT Return' tile: looks up the obligations (the obligations screen's default range)
 * and opens Submit VAT Return for the last open one; with none open, the obligations list says so.
 */
export function VatReturnPage() {
  const scenario = useGovTestScenario();
  const range = useMemo(() => defaultRange(new Date()), []);
  const obligations = useObligations(range, scenario);
  const navigate = useNavigate();
  const list = obligations.data;

  useEffect(() => {
    if (!list) return;
    const open = lastOpenObligation(list);
    if (open) {
      void navigate(
        routeTo(
          'HmrcKeyVatReturn',
          { periodKey: open.periodKey, fromDate: isoToCompact(open.start), toDate: isoToCompact(open.end) },
          { obligationsGovTestScenario: scenario },
        ),
        { replace: true },
      );
    } else {
      backToObligations(navigate, OBLIGATION_MESSAGES.noneOpen);
    }
  }, [list, navigate, scenario]);

  return (
    <>
      <ScreenTitle>VAT Return</ScreenTitle>
      {obligations.isPending && (
        <>
          <Text mb="md">Finding the VAT period that is open for a return…</Text>
          <ScreenLoading />
        </>
      )}
      {obligations.isError && (
        <Paper withBorder p="md" radius="md">
          <Text>
            The VAT periods could not be loaded from HMRC. Reload the page to try again, or open{' '}
            <Anchor component={Link} to={routeTo('HmrcObligations')}>
              VAT Obligations
            </Anchor>{' '}
            and choose a period.
          </Text>
        </Paper>
      )}
    </>
  );
}
