import { displayName } from '@bk/domain';
import { Alert, Anchor, Button, Group, List, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { formatDate, formatPounds } from '../../../lib/format';
import { useGovTestScenario } from '../../../lib/gov-test-scenario';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useItsaCalculation } from '../api/calculation';
import type { ItsaCalculation } from '../api/queries';
import { READABLE } from './link-notice';

type Figures = NonNullable<ItsaCalculation['figures']>;

/** HMRC's key figures, in the order a person reads a tax bill. */
function figureRows(f: Figures): [string, number][] {
  const rows: [string, number | null][] = [
    ['Self-employment profit', f.selfEmploymentProfit],
    ['Total income received', f.totalIncomeReceived],
    ['Taxable income', f.taxableIncome],
    ['Income Tax due', f.incomeTaxDue],
    ['Class 4 National Insurance due', f.class4NicsDue],
    ['Class 2 National Insurance (voluntary)', f.class2Nics],
    ['Income Tax and National Insurance due in total', f.totalIncomeTaxAndNicsDue],
  ];
  return rows.filter((r): r is [string, number] => r[1] !== null);
}

function Messages({ title, items, colour }: { title: string; items: ItsaCalculation['errors']; colour: string }) {
  if (items.length === 0) return null;
  return (
    <Alert color={colour} styles={READABLE} title={title} role={colour === 'red' ? 'alert' : 'note'}>
      <List size="sm">
        {items.map((m) => (
          <List.Item key={`${m.id}-${m.text}`}>{m.text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Ready({ calc }: { calc: ItsaCalculation }) {
  const caption = "HMRC's calculation";
  return (
    <Stack gap="md">
      <Alert color="blue" styles={READABLE} role="note" title="An estimate, not a bill">
        {calc.disclaimer}
      </Alert>
      <Messages title="HMRC could not finish the calculation" items={calc.errors} colour="red" />
      <Messages title="HMRC's warnings" items={calc.warnings} colour="yellow" />
      {calc.figures && (
        <Paper withBorder p="md" radius="md">
          {calc.periodFrom && calc.periodTo && (
            <Text size="sm" mb="xs">
              Income and expenses from {formatDate(calc.periodFrom)} to {formatDate(calc.periodTo)}, tax year{' '}
              {calc.taxYear}.
            </Text>
          )}
          <Table verticalSpacing="xs" withTableBorder>
            <Table.Caption>{caption}</Table.Caption>
            <Table.Tbody>
              {figureRows(calc.figures).map(([label, amount]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">{formatPounds(amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {calc.calculationId && (
            <Text size="sm" mt="xs">
              HMRC&apos;s calculation ID: {calc.calculationId}
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/**
 * HMRC's calculation after an update: a labelled progress status while HMRC works it out (asked
 * again with growing waits), then HMRC's disclaimer, key figures and messages in plain words.
 */
export function CalculationPage() {
  const id = useParams().id ?? '';
  const scenario = useGovTestScenario();
  const { query, pending, gaveUp, checkAgain } = useItsaCalculation(id, scenario);
  const calc = query.data;
  const name = displayName(useActiveBusiness().data?.name, 'Business');
  return (
    <>
      <ScreenTitle>HMRC&apos;s Tax Calculation</ScreenTitle>
      <Text mb="md">
        What HMRC works out from the Income Tax updates of <strong>{name}</strong>, up to its latest one.
      </Text>
      <Stack gap="md">
        {(query.isPending || (pending && !gaveUp)) && (
          <Group role="status" aria-label="Waiting for HMRC's calculation" gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>HMRC is working out your tax from the update. This usually takes less than a minute.</Text>
          </Group>
        )}
        {gaveUp && (
          <Paper withBorder p="md" radius="md">
            <Text>HMRC has not finished the calculation yet. Check again in a few minutes.</Text>
            <Button mt="sm" variant="default" onClick={checkAgain}>
              Check again
            </Button>
          </Paper>
        )}
        {query.isError && <Text>HMRC&apos;s calculation could not be loaded. Reload the page to try again.</Text>}
        {calc?.status === 'failed' && (
          <>
            <Alert color="red" styles={READABLE} role="alert" title="No calculation from HMRC">
              {calc.problem ?? 'HMRC did not produce a calculation for this update.'}
            </Alert>
            <Messages title="What HMRC said" items={calc.errors} colour="red" />
          </>
        )}
        {calc?.status === 'ready' && <Ready calc={calc} />}
        <Group gap="md">
          <Anchor component={Link} to={routeTo('IncomeTaxReceipt', { id })}>
            See the receipt of the update
          </Anchor>
          <Anchor component={Link} to={routeTo('IncomeTax')}>
            Back to Income Tax
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}
