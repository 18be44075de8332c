import { FILED_PERIOD_GUIDANCE } from '@bk/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { isFiledPeriodError, type FiledPeriodError } from '../lib/filed-period-error';

/**
 * Asks before changing the books of a VAT period already filed with HMRC (decision 0040): the
 * server's words naming the period, and HMRC's guidance on correcting a return.
 */
export function FiledPeriodDialog(props: {
  error: FiledPeriodError | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      opened={props.error !== null}
      title="This VAT period is filed"
      confirmLabel="Change anyway"
      cancelLabel="Cancel"
      danger
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    >
      <Text size="sm" mb="sm">
        {props.error?.message}
      </Text>
      <Text size="sm">{FILED_PERIOD_GUIDANCE}</Text>
    </ConfirmDialog>
  );
}

/**
 * The confirm step of a change the server refused for a filed VAT period: `ask` opens the dialog
 * when `error` is that refusal (true) and keeps `retry` (the same change, confirmed) for
 * 'Change anyway'; Cancel just closes it, so whatever the person typed stays where it was.
 */
export function useFiledPeriodConfirm() {
  const [pending, setPending] = useState<{ error: FiledPeriodError; retry: () => void } | null>(null);
  const ask = (error: unknown, retry: () => void): boolean => {
    if (!isFiledPeriodError(error)) return false;
    setPending({ error, retry });
    return true;
  };
  const dialog = (
    <FiledPeriodDialog
      error={pending?.error ?? null}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        pending?.retry();
      }}
    />
  );
  return { ask, asking: pending !== null, dialog };
}
