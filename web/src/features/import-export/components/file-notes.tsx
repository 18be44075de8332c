import { Alert, List } from '@mantine/core';

/** What was decided about the file's layout (lines skipped, encoding), so nothing is left out silently. */
export function FileNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert color="blue" mb="md" title="About this file">
      <List size="sm">
        {notes.map((note) => (
          <List.Item key={note}>{note}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
