import { Alert, List } from '@mantine/core';
import { MESSAGES } from '@bk/domain';
import { useEffect } from 'react';
import { fieldErrorLine } from '../lib/field-labels';
import { useFieldErrors } from '../lib/notifications/field-errors-store';
import { registerShownFields } from '../lib/notifications/shown-fields';

/**
 * Claim fields (name → label) as shown on screen while the calling form is mounted, so a server
 * error on one of them shows on the field only. A form of one field uses this without a summary:
 * its field's own message says it all.
 */
export function useShownFields(labels: Readonly<Record<string, string>>): void {
  const key = JSON.stringify(labels);
  useEffect(() => registerShownFields(JSON.parse(key) as Record<string, string>), [key]);
}

/**
 * A form's short summary of the server's field errors (SPEC §8), in an alert region beside the form
 * so a screen reader hears it, listing each field by its label. While on screen it claims its
 * fields, so their errors show here and on the fields, never again in a toast.
 * @example <FieldErrorSummary labels={{ name: 'Name', currentPassword: 'Current password' }} />
 */
export function FieldErrorSummary({ labels }: { labels: Readonly<Record<string, string>> }) {
  const errors = useFieldErrors();
  useShownFields(labels);
  const lines = errors.flatMap((e) => {
    const label = labels[e.field];
    return label === undefined ? [] : [fieldErrorLine(label, e.message)];
  });
  if (lines.length === 0) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      title={MESSAGES.validation}
      styles={{ message: { color: 'var(--mantine-color-text)' } }}
    >
      <List size="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
