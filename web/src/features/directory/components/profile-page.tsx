import { Alert, Anchor, Badge, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { toApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { countEvent } from '../api/count-event';
import { useDirectoryProfile } from '../api/directory-queries';
import { useDocumentTitle } from '../use-document-title';
import { ProfileDetails, type PublicProfile } from './profile-details';
import { ProfileNotFound } from './profile-not-found';

/** One published profile at its stable address; unknown or withdrawn addresses are "not found". */
export function DirectoryProfilePage() {
  const slug = useParams().slug ?? '';
  const profile = useDirectoryProfile(slug);
  if (profile.isPending) return <ScreenLoading />;
  if (profile.isError) {
    const failure = toApiError(profile.error);
    if (failure.status === 404) return <ProfileNotFound />;
    return (
      <>
        <ScreenTitle>Affiliate Profile</ScreenTitle>
        <Alert color="red" title="This profile could not be loaded">
          {failure.message}{' '}
          <Anchor component={Link} to={routeTo('Directory')}>
            Back to the directory
          </Anchor>
        </Alert>
      </>
    );
  }
  return <Profile key={slug} profile={profile.data} />;
}

function Profile({ profile }: { profile: PublicProfile }) {
  useDocumentTitle(profile.name);
  // One view per visit to the page (the server counts a visitor once a day).
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    countEvent(profile.slug, 'view');
  }, [profile.slug]);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={routeTo('Directory')} size="sm">
        Back to the directory
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        {profile.logoUrl && <Image src={profile.logoUrl} alt={`${profile.name} logo`} w={96} h={96} fit="contain" />}
        <div style={{ minWidth: 0 }}>
          <ScreenTitle>{profile.name}</ScreenTitle>
          <Group gap={6}>
            {profile.isAccountant && <Badge variant="light">Accountant</Badge>}
            <Text size="sm">Listed since {formatDate(profile.publishedDate)}</Text>
          </Group>
        </div>
      </Group>
      {profile.description && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-about">
          <Title order={2} size="h4" mb="xs" id="profile-about">
            About
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{profile.description}</Text>
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="profile-contact">
        <Title order={2} size="h4" mb="sm" id="profile-contact">
          Details
        </Title>
        <ProfileDetails profile={profile} count={(kind) => countEvent(profile.slug, kind)} />
      </Paper>
    </Stack>
  );
}
