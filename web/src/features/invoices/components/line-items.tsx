import { formatMoney, moneyInputToPence, type Pence } from '@bk/domain';
import { Button, Group, NativeSelect, Table, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../../components/money-input';
import { TableScroll } from '../../../components/table-scroll';
import type { VatRate } from '../../../lib/ledger-types';
import type { LineValues } from '../invoice-form';
import { lineProblems } from '../invoice-form';
import { sanitiseQuantity, typedLineAmounts } from '../line-amounts';

const NO_VAT = '';

function rateOf(vatRates: readonly VatRate[], id: string | null): VatRate | undefined {
  return vatRates.find((r) => r.id === id);
}

const amountsOf = (line: LineValues) => typedLineAmounts(line);

const money = (value: Pence | null | undefined) => (value == null ? '' : formatMoney(value));

/** One line in edit mode: description (multi-line), quantity, unit price, VAT rate; net and gross read-only. */
function LineEditRow(props: {
  line: LineValues;
  number: number;
  vatRates: readonly VatRate[];
  onSave: (line: LineValues) => void;
  onCancel: () => void;
}) {
  const [line, setLine] = useState(props.line);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const amounts = amountsOf(line);
  const change = (next: Partial<LineValues>) => setLine((l) => ({ ...l, ...next }));
  const save = () => {
    const found = lineProblems(line);
    setProblems(found);
    if (Object.keys(found).length === 0) props.onSave(line);
  };
  const label = `line ${props.number}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Textarea
          label={`Description of ${label}`}
          autosize
          minRows={2}
          value={line.description}
          error={problems['description']}
          onChange={(e) => change({ description: e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          label={`Quantity of ${label}`}
          inputMode="decimal"
          value={line.quantity}
          error={problems['quantity']}
          onChange={(e) => change({ quantity: sanitiseQuantity(e.currentTarget.value) })}
        />
      </Table.Td>
      <Table.Td>
        <MoneyInput
          label={`Unit price of ${label}`}
          value={line.unitPrice}
          error={problems['unitPrice']}
          onValueChange={(unitPrice) => change({ unitPrice })}
        />
      </Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>
        <VisuallyHidden>Net </VisuallyHidden>
        {money(amounts?.net)}
      </Table.Td>
      <Table.Td>
        <NativeSelect
          label={`VAT rate of ${label}`}
          data={[{ value: NO_VAT, label: 'No VAT' }, ...props.vatRates.map((r) => ({ value: r.id, label: r.name }))]}
          value={line.vatRateId ?? NO_VAT}
          onChange={(e) => change({ vatRateId: e.currentTarget.value === NO_VAT ? null : e.currentTarget.value })}
        />
      </Table.Td>
      <Table.Td style={{ textAlign: 'right' }}>
        <VisuallyHidden>Gross </VisuallyHidden>
        {money(amounts?.gross)}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" onClick={save} aria-label={`Save ${label}`}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={props.onCancel} aria-label={`Cancel ${label}`}>
            Cancel
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * SPEC §2 line items: each row shows description, quantity, unit price, net, VAT rate and gross
 * with Edit and Delete, or the edit form with Save and Cancel; 'Add Line Item' adds a row.
 */
export function LineItems(props: {
  items: readonly LineValues[];
  vatRates: readonly VatRate[];
  canWrite: boolean;
  error?: string;
  onChange: (items: LineValues[]) => void;
  /** Told when a line opens or closes for editing, so the form is not saved with it open. */
  onEditing: (open: boolean) => void;
  newLine: () => LineValues;
}) {
  const { items, vatRates, canWrite } = props;
  const [editing, setEditingKey] = useState<string | null>(null);
  const setEditing = (key: string | null) => {
    setEditingKey(key);
    props.onEditing(key !== null);
  };
  // A line added and not yet saved goes away again on Cancel.
  const [added, setAdded] = useState<string | null>(null);

  const save = (line: LineValues) => {
    props.onChange(items.map((l) => (l.key === line.key ? line : l)));
    setEditing(null);
    setAdded(null);
  };
  const cancel = (key: string) => {
    if (added === key) props.onChange(items.filter((l) => l.key !== key));
    setEditing(null);
    setAdded(null);
  };
  const add = () => {
    const line = props.newLine();
    props.onChange([...items, line]);
    setEditing(line.key);
    setAdded(line.key);
  };

  return (
    <div>
      <TableScroll label="Line items" minWidth={860}>
        <Table withTableBorder verticalSpacing="xs" aria-label="Line items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="34%">
                Description
              </Table.Th>
              <Table.Th scope="col">Quantity</Table.Th>
              <Table.Th scope="col">Unit Price</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                Net
              </Table.Th>
              <Table.Th scope="col">VAT Rate</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                Gross
              </Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>No line items yet</Table.Td>
              </Table.Tr>
            )}
            {items.map((line, index) =>
              editing === line.key ? (
                <LineEditRow
                  key={line.key}
                  line={line}
                  number={index + 1}
                  vatRates={vatRates}
                  onSave={save}
                  onCancel={() => cancel(line.key)}
                />
              ) : (
                <Table.Tr key={line.key}>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.description}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(moneyInputToPence(line.unitPrice))}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(amountsOf(line)?.net)}</Table.Td>
                  <Table.Td>{rateOf(vatRates, line.vatRateId)?.name ?? 'No VAT'}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{money(amountsOf(line)?.gross)}</Table.Td>
                  <Table.Td>
                    {canWrite && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          disabled={editing !== null}
                          aria-label={`Edit line ${index + 1}`}
                          onClick={() => setEditing(line.key)}
                        >
                          Edit
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          disabled={editing !== null}
                          aria-label={`Delete line ${index + 1}`}
                          onClick={() => props.onChange(items.filter((l) => l.key !== line.key))}
                        >
                          Delete
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {props.error && (
        <Text c="red" size="sm" mt={4} role="alert">
          {props.error}
        </Text>
      )}
      {canWrite && (
        <Button variant="default" mt="sm" onClick={add} disabled={editing !== null}>
          Add Line Item
        </Button>
      )}
    </div>
  );
}
