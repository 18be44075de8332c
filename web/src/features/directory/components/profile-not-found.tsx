import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
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
  useNoIndex();
  return (
    <Paper withBorder p="lg" radius="md">
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

/**
 * The robots rule belongs in the head, and only while this screen shows. Written into the head
 * here rather than rendered as a <meta>: React 19 moves a rendered <meta> there, Preact (which the
 * build serves for React) leaves it in the body, where search engines ignore it.
 */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
