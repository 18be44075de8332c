import { Alert } from '@mantine/core';

/** A server's reason a form was refused, shown plainly above the buttons (role="alert"). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
      {message}
    </Alert>
  );
}
