import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { confirmationMatches, DEFAULT_CONFIRM_TEXT } from './type-to-confirm';

export interface TypeToConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in plain words (e.g. that all data is removed). */
  children: ReactNode;
  /** The exact text to type; DELETE unless told otherwise (SPEC §2 Other widgets). */
  expected?: string;
  /** How the text to type is described in the field label, when not the text itself (e.g. 'your e-mail address'). */
  expectedDescription?: string;
  confirmLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A dialog that goes ahead only once the person has typed the expected text exactly
 * (SPEC §5 "Confirm dialogs"; width 450, SPEC §9). What was typed is forgotten on close.
 */
export function TypeToConfirmDialog({
  opened,
  title,
  children,
  expected = DEFAULT_CONFIRM_TEXT,
  expectedDescription,
  confirmLabel = 'Delete',
  loading = false,
  onConfirm,
  onClose,
}: TypeToConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const matches = confirmationMatches(typed, expected);
  const close = () => {
    setTyped('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size={450} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is portalled, but React still bubbles its submit to any form around it.
          event.stopPropagation();
          if (matches && !loading) onConfirm();
        }}
      >
        <Stack gap="sm">
          <div>{children}</div>
          <TextInput
            label={`Type ${expectedDescription ?? expected} to confirm`}
            description={expectedDescription ? `Type exactly: ${expected}` : undefined}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            data-autofocus
          />
          {typed.length > 0 && !matches && (
            <Text size="sm" aria-live="polite">
              This does not match yet: the text must be typed exactly, capital letters included.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
