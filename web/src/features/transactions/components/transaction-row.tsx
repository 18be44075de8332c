import { formatMoney, UNCATEGORISED_LABEL } from '@bk/domain';
import { ActionIcon, Button, Group, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import { InvoiceLink } from '../../../components/invoice-link';
import { formatDate, formatPounds } from '../../../lib/format';
import type { Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { vatOfTransaction } from '../vat-rate-choice';

/** What a listed transaction's buttons do. */
export interface RowActionHandlers {
  onSave: () => void;
  onDiscard: () => void;
  onEdit: () => void;
  onAttach: () => void;
  onSplit: () => void;
  onDelete: () => void;
}

/** One listed transaction (SPEC §2 Transactions): date, description, category, type, VAT, amount, actions. */
export function TransactionRow(props: {
  t: Transaction;
  vatEnabled: boolean;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
  busy: boolean;
  actions: RowActionHandlers;
}) {
  const { t, vatEnabled } = props;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.date)}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-word' }}>
        {t.desc}
        <Text size="xs" c="dimmed">
          Bank account: {t.account.name}
        </Text>
        {t.contact?.name && (
          <Text size="xs" c="dimmed">
            <VisuallyHidden>Contact: </VisuallyHidden>
            {t.contact.name}
          </Text>
        )}
        {t.incomplete && (
          <Text size="xs" c="dimmed">
            Incomplete
          </Text>
        )}
        {t.attachments > 0 && (
          <Text size="xs" c="dimmed">
            {t.attachments === 1 ? '1 attachment' : `${t.attachments} attachments`}
          </Text>
        )}
        {t.invoiceId && <InvoiceLink invoiceId={t.invoiceId} />}
      </Table.Td>
      <Table.Td>
        {t.category ? (
          t.category.name
        ) : (
          <Text size="sm" fw={600} component="span">
            {UNCATEGORISED_LABEL}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {t.transactionType.name}
        {t.isRefund && (
          <Text size="xs" c="dimmed">
            Refund
          </Text>
        )}
      </Table.Td>
      {vatEnabled && (
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <VatCell t={t} categories={props.categories} vatRates={props.vatRates} />
        </Table.Td>
      )}
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatPounds(t.amount, { sign: true })}</Table.Td>
      <Table.Td>
        <RowActions t={t} busy={props.busy} {...props.actions} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The VAT rate with the net and VAT worked out (SPEC §5), unless no rate applies. */
function VatCell({
  t,
  categories,
  vatRates,
}: {
  t: Transaction;
  categories: readonly Category[];
  vatRates: readonly VatRate[];
}) {
  const rate = vatRates.find((r) => r.id === t.vatRateId);
  if (!rate) return <>{t.vatRate?.name ?? ''}</>;
  const category = categories.find((c) => c.id === t.categoryId) ?? null;
  const { net, vat } = vatOfTransaction(t, category, rate.vatPercent);
  return (
    <>
      {rate.name}
      <Text size="xs">
        Net {formatMoney(net, { sign: true })}, VAT {formatMoney(vat, { sign: false })}
      </Text>
    </>
  );
}

function RowActions(props: RowActionHandlers & { t: Transaction; busy: boolean }) {
  const { t } = props;
  const what = `${t.desc || 'transaction'} on ${formatDate(t.date)}`;
  if (t.incomplete) {
    return (
      <Group gap={4} wrap="nowrap">
        <Button size="xs" disabled={props.busy} aria-label={`Save ${what}`} onClick={props.onSave}>
          Save
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={props.busy}
          aria-label={`Discard ${what}`}
          onClick={props.onDiscard}
        >
          Discard
        </Button>
      </Group>
    );
  }
  // Edit is the row's main action; the others wait in one menu, so the row stays narrow.
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="default" aria-label={`Edit ${what}`} onClick={props.onEdit}>
        Edit
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="default" size={30} aria-label={`More actions for ${what}`}>
            <span aria-hidden="true">⋯</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={props.onAttach}>
            {t.attachments > 0 ? `Attachments (${t.attachments})` : 'Attach a file'}
          </Menu.Item>
          <Menu.Item onClick={props.onSplit}>Split</Menu.Item>
          <Menu.Item color="red" onClick={props.onDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
