import { AFFILIATE_PROFILE_STATES, type ResponseOf } from '@bk/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { formatDateTime } from '../../../lib/format';
import { publishedPath } from '../profile-address';

type ProfileState = NonNullable<ResponseOf<'affiliateProfileState'>>;

/**
 * SPEC §3 "state ids ... colour": the spec's colour names as the theme's colours, in shades dark
 * enough for white text to reach WCAG AA contrast (4.5:1). Mantine's darkest green has 4.4:1, so
 * success is a darker green of its own (6:1).
 */
const BADGE: Readonly<Record<string, { color: string; variant: 'filled' | 'light' }>> = {
  primary: { color: 'blue.8', variant: 'filled' },
  danger: { color: 'red.9', variant: 'filled' },
  success: { color: '#237032', variant: 'filled' },
  light: { color: 'gray.8', variant: 'light' },
};

function badgeOf(id: number) {
  const state = Object.values(AFFILIATE_PROFILE_STATES).find((s) => s.id === id);
  return BADGE[state?.colour ?? 'light'] ?? { color: 'gray.8', variant: 'light' as const };
}

/** The published profile, in the app when it is this app's own address. */
function ViewPublished({ url }: { url: string }) {
  const path = publishedPath(url);
  return path ? (
    <Button component={Link} to={path} variant="default">
      View Published Profile
    </Button>
  ) : (
    <Button component="a" href={url} variant="default">
      View Published Profile
    </Button>
  );
}

/** SPEC §2 Affiliate Dashboard "profile state" and "status panel". */
export function ProfileStatus({ state }: { state: ProfileState | null }) {
  if (state === null) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-status">
        <Title order={2} size="h4" mb="sm" id="affiliate-status">
          Your profile
        </Title>
        <Text mb="md">You have yet to submit an affiliate profile for review!</Text>
        <Button component={Link} to={routeTo('AffiliateEditProfile')}>
          Create Profile
        </Button>
      </Paper>
    );
  }
  const badge = badgeOf(state.id);
  const pendingWhilePublished = state.id === AFFILIATE_PROFILE_STATES.PENDING.id && state.hasPublishedProfile;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-status">
      <Title order={2} size="h4" mb="sm" id="affiliate-status">
        Your profile
      </Title>
      <Stack gap="sm">
        <Group gap="sm">
          <Text>Status:</Text>
          <Badge color={badge.color} variant={badge.variant} size="lg">
            {state.name}
          </Badge>
        </Group>
        <Text>{state.desc}</Text>
        <Text size="sm">Submitted {formatDateTime(state.createdDate)}</Text>
        {state.publicNote && (
          <Alert
            color={state.id === AFFILIATE_PROFILE_STATES.REJECTED.id ? 'red' : 'blue'}
            title="Note from our reviewers"
          >
            {state.publicNote}
          </Alert>
        )}
        {pendingWhilePublished && (
          <Alert color="blue" title="A change is waiting for review">
            Until it is approved, the profile approved before stays published in the directory.
          </Alert>
        )}
        <Group gap="sm">
          <Button component={Link} to={routeTo('AffiliateEditProfile')}>
            Edit Profile
          </Button>
          {state.publishedUrl && <ViewPublished url={state.publishedUrl} />}
        </Group>
      </Stack>
    </Paper>
  );
}
