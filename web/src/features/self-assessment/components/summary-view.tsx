import { formatMoney, type SaSummary, type TaxYear } from '@bk/domain';
import { Alert, Paper, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/table-scroll';
import { deadlineLines, shortFormRefusal, summaryLines } from '../sa-report';

function Rows({ caption, rows }: { caption: string; rows: readonly { label: string; value: string }[] }) {
  return (
    <Table verticalSpacing={4} aria-label={caption}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" w="60%">
              {row.label}
            </Table.Th>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** SA103S leaves disallowable costs out; SA103F lists them and adds them back for tax. */
function FormNote({ summary }: { summary: SaSummary }) {
  if (summary.form === 'SA103S')
    return (
      <Text size="sm" mt="xs">
        The short form has no place for disallowable expenses: they are left out of its boxes, and its expenses (box 20)
        are the allowable ones only.
      </Text>
    );
  return (
    <Text size="sm" mt="xs">
      On the full form the expenses (box 31) include the disallowable ones, which are listed again in boxes 32 to 46 and
      added back to give the profit for tax (box 64).
    </Text>
  );
}

/** Every box of the form: number, HMRC's wording, the figure and the categories that feed it. */
function BoxesTable({ summary, year }: { summary: SaSummary; year: TaxYear }) {
  const caption = `${summary.form} boxes for ${year.label}`;
  return (
    <TableScroll label={caption} minWidth={300}>
      <Table withTableBorder verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Box</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Amount
            </Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              Categories
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.boxes.map((b) => (
            <Table.Tr key={b.box}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                Box {b.box}
              </Table.Th>
              <Table.Td>
                {b.label}
                {b.categories.length > 0 && (
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    From: {b.categories.join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(b.amount)}</Table.Td>
              <Table.Td visibleFrom="sm">{b.categories.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** The year's filing and payment deadlines, each marked when it has passed. */
export function Deadlines({ year, today }: { year: TaxYear; today: string }) {
  const rows = deadlineLines(year, today).map((d) => ({
    label: d.label,
    value: d.passed ? `${d.date} (passed)` : d.date,
  }));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h3" mb="xs">
        Deadlines
      </Title>
      <Rows caption={`Deadlines for ${year.label}`} rows={rows} />
    </Paper>
  );
}

/** Yellow text on the light yellow fill is too faint to read; the title and message keep the text colour. */
const TEXT = { color: 'var(--mantine-color-text)' };

/** The figures of a year on one form: the limit check, the totals, the deadlines and every box. */
export function SummaryView({ summary, year, today }: { summary: SaSummary; year: TaxYear; today: string }) {
  const refusal = shortFormRefusal(summary.turnover, year);
  return (
    <>
      {refusal && (
        <Alert color="yellow" variant="light" title="Full form required" styles={{ title: TEXT, message: TEXT }}>
          {refusal}
          {summary.form === 'SA103S' && ' The figures below are on the short form, as you chose.'}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Summary
        </Title>
        <Rows caption={`Summary for ${year.label}`} rows={summaryLines(summary)} />
        <FormNote summary={summary} />
      </Paper>
      <Deadlines year={year} today={today} />
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h3" mb="xs">
          Boxes
        </Title>
        <BoxesTable summary={summary} year={year} />
      </Paper>
    </>
  );
}
