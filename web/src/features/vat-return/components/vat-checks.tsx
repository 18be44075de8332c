import { List, Paper, Text, Title } from '@mantine/core';
import type { ShownCheck } from '../checks';

/** The pre-submission checks on the figures on screen: errors stop the return, warnings ask for a look. */
export function VatChecks({ checks }: { checks: readonly ShownCheck[] }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="vat-return-checks-title"
      id="vat-return-checks"
      tabIndex={-1}
    >
      <Title order={2} size="h4" id="vat-return-checks-title" mb="sm">
        Checks
      </Title>
      {checks.length === 0 ? (
        <Text size="sm">No problems found in these figures.</Text>
      ) : (
        <List spacing="xs" aria-label="Checks on these figures">
          {checks.map((check) => (
            <List.Item key={`${check.code}-${check.message}`}>
              <Text size="sm" c={check.level === 'error' ? 'red.9' : undefined}>
                <strong>{check.level === 'error' ? 'Problem: ' : 'Check: '}</strong>
                {check.message}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
