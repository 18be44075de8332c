import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside this region. The region can take
 * keyboard focus, so people without a mouse can scroll it with the arrow keys (WCAG 2.1.1).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', position: 'relative' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
