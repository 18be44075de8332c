import { directionOf, formatMoney, UNCATEGORISED_LABEL } from '@bk/domain';
import { ActionIcon, Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import type { RefCallback } from 'react';
import { InvoiceLink } from '../../../components/invoice-link';
import { formatDate } from '../../../lib/format';
import type { Category, Transaction, VatRate } from '../../../lib/ledger-types';
import { vatOfTransaction } from '../vat-rate-choice';

/*
 * What the table row and the phone card both show of a listed transaction: one place for each
 * fact, so the two layouts never tell a transaction differently.
 */

/** What a listed transaction's buttons do; `editTarget` is how focus finds its Edit button again. */
export interface RowActionHandlers {
  onSave: () => void;
  onDiscard: () => void;
  onEdit: () => void;
  onAttach: () => void;
  onSplit: () => void;
  onDelete: () => void;
  editTarget?: RefCallback<HTMLButtonElement>;
}

/** Money in or out in words, so the direction never rests on a sign or a colour alone. */
export const directionWords = (amount: number) => (directionOf(amount) === 'in' ? 'Money in' : 'Money out');

/** The category's name, or the plain warning that a transaction with none is left out of totals. */
export function CategoryName({ t }: { t: Transaction }) {
  if (t.category) return <>{t.category.name}</>;
  return (
    <Text size="sm" fw={600} component="span">
      {UNCATEGORISED_LABEL}
    </Text>
  );
}

/** The small print under a description: bank account, contact, incomplete, attachments, invoice. */
export function TransactionNotes({ t }: { t: Transaction }) {
  return (
    <>
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
    </>
  );
}

/** The VAT rate with the net and VAT worked out (SPEC §5), unless no rate applies. */
export function VatSummary({
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

/** Save and Discard for an incomplete row; Edit, then Attach, Split and Delete in one menu, for the rest. */
export function RowActions({ editTarget, ...props }: RowActionHandlers & { t: Transaction; busy: boolean }) {
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
      <Button ref={editTarget} size="xs" variant="default" aria-label={`Edit ${what}`} onClick={props.onEdit}>
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
