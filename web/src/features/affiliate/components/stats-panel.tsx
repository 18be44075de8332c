import type { ResponseOf } from '@bk/contract';
import { Paper, Text, Title } from '@mantine/core';
import { ReadOnlyValues } from '../../../components/read-only-values';

type Stats = ResponseOf<'affiliateStats'>;

const LABELS: readonly (readonly [keyof Stats, string])[] = [
  ['profileViews', 'Profile views'],
  ['websiteClicks', 'Website clicks'],
  ['twitterClicks', 'Twitter clicks'],
  ['facebookClicks', 'Facebook clicks'],
  ['linkedinClicks', 'LinkedIn clicks'],
];

/** SPEC §2 Affiliate Dashboard "analytics": how often the profile was seen and its links followed. */
export function StatsPanel({ stats, failed }: { stats: Stats | undefined; failed: boolean }) {
  const number = new Intl.NumberFormat('en-GB');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-stats">
      <Title order={2} size="h4" mb="sm" id="affiliate-stats">
        Visitors
      </Title>
      {failed ? (
        <Text>The figures could not be loaded. Reload the page to try again.</Text>
      ) : (
        <ReadOnlyValues
          cols={{ base: 2, sm: 5 }}
          items={LABELS.map(([key, label]) => ({ label, value: stats ? number.format(stats[key]) : '…' }))}
        />
      )}
      <Text size="xs" c="dimmed" mt="sm">
        Each visitor counts once a day. No cookies are used and nothing about visitors is kept.
      </Text>
    </Paper>
  );
}
