import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card the sign-up and sign-in screens sit in; full width on a phone. */
export function AuthPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      {children}
    </Paper>
  );
}
