import type { Business } from '@bk/contract';
import { formatMoney, VatScheme } from '@bk/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatDate, formatPounds } from '../../../lib/format';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { useOpenObligations, useVatEstimate, type VatEstimateInput } from '../api/dashboard-queries';
import { formatRange, openObligations, vatEstimate, type OpenObligation } from '../dashboard';
import { couldNotLoad, Panel } from './panel';

/** Whether the business is signed in to HMRC with its VAT number confirmed (what VAT calls need). */
export function useHmrcLinked(business: Pick<Business, 'enableVat'>) {
  const details = useHmrcDetails();
  const linked = details.data ? details.data.loggedIn && details.data.vrnConfirmed : false;
  const obligations = useOpenObligations(business.enableVat && linked);
  return { details, linked, obligations, open: openObligations(obligations.data ?? []) };
}

/** SPEC §2 HmrcKeyVatReturn takes its dates as YYYYMMDD. */
const compact = (iso: string) => iso.replaceAll('-', '');

/** The period to estimate with the business's scheme; none for the flat rate scheme without a percent. */
function estimateInput(business: Business, period: OpenObligation | undefined): VatEstimateInput | null {
  if (!period) return null;
  const scheme = business.scheme ?? VatScheme.STANDARD;
  const flat = scheme === VatScheme.FLAT_RATE;
  if (flat && business.flatRatePercent === null) return null;
  return {
    startDate: period.start,
    endDate: period.end,
    scheme,
    flatRatePercent: flat ? business.flatRatePercent : null,
  };
}

function Estimate({ business, period }: { business: Business; period: OpenObligation }) {
  const input = estimateInput(business, period);
  const figures = useVatEstimate(input);
  if (!input)
    return (
      <Text size="sm">
        Enter the flat rate percent in{' '}
        <Anchor component={Link} to={routeTo('EditBusiness')}>
          Edit Business
        </Anchor>{' '}
        to see an estimate of the VAT for this period.
      </Text>
    );
  if (figures.isPending)
    return (
      <Text size="sm" role="status" aria-label="Loading the VAT estimate">
        Working out the VAT from your records…
      </Text>
    );
  if (figures.isError) return <Text size="sm">{couldNotLoad('The VAT estimate')}</Text>;
  const result = vatEstimate(figures.data);
  return (
    <div>
      <Text fw={700}>
        {result.kind === 'pay' ? 'VAT to pay' : 'VAT to reclaim'}: {formatMoney(result.amount)}
      </Text>
      <Text size="sm">
        An estimate from your records for {formatRange(period.start, period.end)}: VAT due{' '}
        {formatPounds(figures.data.box3)} less VAT reclaimed {formatPounds(figures.data.box4)}.
      </Text>
    </div>
  );
}

/** VAT for a VAT-registered business: the HMRC link, the open periods with their due dates and an estimate. */
export function VatPanel({ business, today }: { business: Business; today: string }) {
  const { details, linked, obligations, open } = useHmrcLinked(business);
  const loading = details.isPending || (linked && obligations.isPending);
  return (
    <Panel title="VAT" loading={loading} failed={details.isError ? couldNotLoad('The HMRC link') : null}>
      {details.data && !details.data.loggedIn && (
        <Stack gap="xs">
          <Text>This business is not linked to HMRC yet, so its VAT periods and due dates cannot be shown.</Text>
          <Anchor component={Link} to={routeTo('HmrcLogin')}>
            Link to HMRC in MTD VAT Authorization
          </Anchor>
        </Stack>
      )}
      {details.data?.loggedIn && !details.data.vrnConfirmed && (
        <Stack gap="xs">
          <Text>The business is signed in to HMRC, but its VAT number is not confirmed yet.</Text>
          <Anchor component={Link} to={routeTo('SetVrn')}>
            Enter the VAT number
          </Anchor>
        </Stack>
      )}
      {linked && obligations.isError && (
        <Text>
          HMRC&apos;s VAT periods could not be loaded. Reload the page to try again, or open{' '}
          <Anchor component={Link} to={routeTo('HmrcObligations')}>
            VAT Obligations
          </Anchor>
          .
        </Text>
      )}
      {linked && obligations.data && open.length === 0 && <Text>HMRC has no VAT return open for this business.</Text>}
      {linked && open[0] && (
        <Stack gap="sm">
          <Text>
            Next VAT return due <strong>{formatDate(open[0].due)}</strong>
            {open[0].due < today ? ' (overdue)' : ''}.
          </Text>
          <Estimate business={business} period={open[0]} />
          <div>
            <Text size="sm" fw={700} id="home-open-vat-periods">
              Open VAT periods
            </Text>
            <List size="sm" aria-labelledby="home-open-vat-periods">
              {open.map((o) => (
                <List.Item key={`${o.periodKey}-${o.start}`}>
                  {formatRange(o.start, o.end)}, due {formatDate(o.due)}
                  {o.due < today ? ' (overdue)' : ''}
                </List.Item>
              ))}
            </List>
          </div>
          <Anchor
            component={Link}
            to={routeTo('HmrcKeyVatReturn', {
              periodKey: open[0].periodKey,
              fromDate: compact(open[0].start),
              toDate: compact(open[0].end),
            })}
          >
            Prepare the VAT return for {formatRange(open[0].start, open[0].end)}
          </Anchor>
        </Stack>
      )}
    </Panel>
  );
}
