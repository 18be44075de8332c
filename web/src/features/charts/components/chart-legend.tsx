import { Group, Text } from '@mantine/core';
import { Swatch } from '../chart-views/fill-patterns';
import type { LegendEntry } from '../chart-specs';

function EntrySwatch({ entry }: { entry: LegendEntry }) {
  if (entry.swatch.kind === 'pattern') return <Swatch id={entry.swatch.id} colour={entry.colour} />;
  return (
    <svg width="18" height="14" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      {entry.swatch.kind === 'line' ? (
        <>
          <line x1="0" y1="7" x2="18" y2="7" stroke={entry.colour} strokeWidth="2" />
          <path d="M9,3 L13,7 L9,11 L5,7 Z" fill={entry.colour} />
        </>
      ) : (
        <rect x="1" y="1" width="16" height="12" fill={entry.colour} stroke="#1f1f1f" strokeWidth="1" />
      )}
    </svg>
  );
}

/** Names each series or slice beside its pattern, line or colour, so no chart relies on colour alone. */
export function ChartLegend({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  return (
    <Group component="ul" aria-label={`Legend of ${title}`} gap="md" mt="xs" p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Group component="li" key={entry.name} gap={6} wrap="nowrap">
          <EntrySwatch entry={entry} />
          <Text size="sm">{entry.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
