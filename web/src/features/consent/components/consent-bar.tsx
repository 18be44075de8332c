import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { STATIC_PAGES } from '../../../config/constants';
import { recordConsent, useConsent } from '../consent-cookie';

/** The analytics consent bar (SPEC §2 Shell), shown until the visitor answers. */
export function ConsentBar() {
  const consent = useConsent();
  if (consent !== null) return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie consent"
      className="consent-bar"
      p={{ base: 'xs', sm: 'sm' }}
      radius={0}
      withBorder
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" className="consent-text">
          May we use analytics cookies to learn how the site is used? We only set them if you accept.{' '}
          <Anchor href={`${import.meta.env.BASE_URL}${STATIC_PAGES.cookies}`}>About cookies</Anchor>
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => recordConsent('accepted')}>
            Accept
          </Button>
          <Button size="xs" variant="default" onClick={() => recordConsent('declined')}>
            Decline
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
