import { Button, Paper, Text } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { routeTo } from '../../config/routes';
import { toApiError } from '../../lib/api-error';
import { ScreenTitle } from '../../components/screen-title';

/** When a screen cannot load (API unreachable, unexpected failure): say so in SPEC §8's words. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Paper withBorder p="lg" radius="md">
      <ScreenTitle>Something went wrong</ScreenTitle>
      <Text mb="md">{toApiError(error).message}</Text>
      <Button component={Link} to={routeTo('Home')}>
        Home
      </Button>
    </Paper>
  );
}
