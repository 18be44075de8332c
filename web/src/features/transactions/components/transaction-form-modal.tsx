import { Modal } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTransactionForm } from '../hooks/use-transaction-form';
import { TransactionForm, type TransactionFormProps } from './transaction-form';

/** Save and Cancel stay at the foot of the screen while the fields scroll under them. */
const ACTIONS_STYLE = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  paddingBlock: 'var(--mantine-spacing-sm)',
  borderTop: '1px solid var(--mantine-color-default-border)',
} as const;

/**
 * Add and Edit on a phone: the same form as the table's edit row, full screen. A question about
 * the save (filed VAT period, unlikely date) opens over it and answers for itself. Focus is put
 * back by the page (the saved row, or what opened the form), not by the modal.
 */
export function TransactionFormModal(props: TransactionFormProps) {
  const form = useTransactionForm(props);
  const cancel = () => props.onDone();
  // Escape gives the form up as Cancel does, but only when pressed in the form itself: in a help
  // popup, the contact list or a question over the form it closes just that, and nothing typed is lost.
  const escape = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || !event.currentTarget.contains(target)) return;
    if (target.getAttribute('data-mantine-stop-propagation') === 'true') return;
    cancel();
  };
  return (
    <>
      <Modal
        opened
        fullScreen
        onClose={cancel}
        onKeyDown={escape}
        title={props.transaction ? 'Edit transaction' : 'Add transaction'}
        closeOnEscape={false}
        returnFocus={false}
        closeButtonProps={{ 'aria-label': 'Close' }}
        transitionProps={{ duration: 0 }}
      >
        <TransactionForm {...props} form={form} onCancel={cancel} actionsStyle={ACTIONS_STYLE} />
      </Modal>
      {form.filedDialog}
      {form.dateDialog}
    </>
  );
}
