import { displayName } from '@bk/domain';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Says which business a signed-in affiliate screen is about (a member may run several). */
export function BusinessLine({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Text mb="md">
      {children} <strong>{displayName(name, 'Business')}</strong>.
    </Text>
  );
}
