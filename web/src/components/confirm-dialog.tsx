import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen if the person goes ahead. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for actions that remove something. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks "are you sure?" before an action (SPEC §2 Other widgets "confirm dialog"). */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={450} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <div>{children}</div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
