import { Button, CopyButton, Group, Textarea, TextInput, VisuallyHidden } from '@mantine/core';

/**
 * A value to paste elsewhere, shown read-only with its copy button. The button is named by what it
 * copies ("Copy tweet text") and says "Copied" for a moment after, to a screen reader too.
 */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const field = multiline ? (
    <Textarea label={label} value={value} readOnly autosize minRows={2} maxRows={8} style={{ flex: '1 1 18rem' }} />
  ) : (
    <TextInput label={label} value={value} readOnly style={{ flex: '1 1 18rem' }} />
  );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {field}
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy} aria-live="polite">
            {copied ? 'Copied' : 'Copy'}
            <VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
