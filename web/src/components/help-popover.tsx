import { ActionIcon, Popover, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small "?" button opening a help popup beside a field (SPEC §2 "help popups on category and type"). */
export function HelpPopover({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={label}>
          <span aria-hidden="true">?</span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={title}>
        <Text fw={600} size="sm" mb={4}>
          {title}
        </Text>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
