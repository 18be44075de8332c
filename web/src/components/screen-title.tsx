import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's main heading. It takes focus after each navigation (app/use-focus-on-navigate),
 * so screen reader and keyboard users start at the new content.
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} tabIndex={-1} className="screen-title" mb="md">
      {children}
    </Title>
  );
}
