import { MESSAGES } from '@bk/domain';
import { Button, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../config/routes';
import { ScreenTitle } from '../../components/screen-title';

/** SPEC §2: any other address. */
export function PageNotFound() {
  return (
    <Paper withBorder p="lg" radius="md">
      <ScreenTitle>Page not found</ScreenTitle>
      <Text mb="md">{MESSAGES.pageNotFound}</Text>
      <Button component={Link} to={routeTo('Home')}>
        Home
      </Button>
    </Paper>
  );
}
