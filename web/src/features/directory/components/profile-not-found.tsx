import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { useDocumentTitle } from '../use-document-title';

/**
 * An address with no published profile (never one, or withdrawn): said plainly, with where to go
 * next. A single-page app cannot answer 404 itself, so search engines are asked not to index it.
 */
export function ProfileNotFound() {
  useDocumentTitle('Profile not found');
  return (
    <Paper withBorder p="lg" radius="md">
      <meta name="robots" content="noindex" />
      <ScreenTitle>Profile not found</ScreenTitle>
      <Text mb="md">
        There is no profile at this address. The business may have left the directory, or the address may be mistyped.
        Search the directory to find who you are looking for.
      </Text>
      <Group gap="sm">
        <Button component={Link} to={routeTo('Directory')}>
          Search the directory
        </Button>
      </Group>
    </Paper>
  );
}
