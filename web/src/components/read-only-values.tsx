import { SimpleGrid, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface ReadOnlyValue {
  label: string;
  value: ReactNode;
  /** A line under the value saying where it comes from or how to change it (a second `dd` of the label). */
  description?: string;
}

/**
 * Values a person reads but cannot change here (the VAT period being filed, the sign-in e-mail),
 * as a description list of labelled text rather than inputs that look editable and are not. Each
 * value is named by its label (`aria-labelledby`), so it is found by its label like a field is.
 */
export function ReadOnlyValues({
  items,
  cols = 1,
}: {
  items: readonly ReadOnlyValue[];
  cols?: number | { base: number; xs?: number; sm?: number };
}) {
  const id = useId();
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" m={0}>
      {items.map((item, i) => (
        <div key={item.label}>
          <Text component="dt" size="sm" fw={500} id={`${id}-${i}`}>
            {item.label}
          </Text>
          <Text component="dd" m={0} aria-labelledby={`${id}-${i}`} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
          {item.description && (
            <Text component="dd" m={0} size="xs" c="dimmed">
              {item.description}
            </Text>
          )}
        </div>
      ))}
    </SimpleGrid>
  );
}
