import { Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { AuthPanel } from '../../../components/auth-panel';
import { ScreenTitle } from '../../../components/screen-title';
import { isLoggedIn } from '../../../lib/session/auth-token';
import { useDisableAllReminders } from '../api';

/**
 * SPEC §2 Disable reminders (the link in a VAT reminder e-mail): 'Disabling VAT Reminders...',
 * then 'VAT Reminders Disabled' with Sign in, or 'Failed to Disable VAT Reminders' with Try
 * again and a sign-in link. The id is sent once on load (StrictMode's second run is skipped).
 * The link works signed in too (the screen is public); then the way on is Home, not Sign in.
 */
export function DisableVatRemindersPage() {
  const id = useParams().hashid ?? '';
  const disable = useDisableAllReminders();
  const { mutate } = disable;
  const signedIn = isLoggedIn();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === id) return;
    sentFor.current = id;
    mutate(id);
  }, [id, mutate]);
  useFocusHeadingOn(disable.status);

  if (disable.isSuccess) {
    return (
      <AuthPanel>
        <ScreenTitle>VAT Reminders Disabled</ScreenTitle>
        <Text>Your VAT Reminders have been disabled.</Text>
        {signedIn ? (
          <Button component={Link} to={routeTo('Home')} mt="md">
            Go to Home
          </Button>
        ) : (
          <Button component={Link} to={routeTo('Login')} mt="md">
            Sign in
          </Button>
        )}
      </AuthPanel>
    );
  }

  if (disable.isError) {
    return (
      <AuthPanel>
        <ScreenTitle>Failed to Disable VAT Reminders</ScreenTitle>
        <Stack gap="md">
          <Text>
            Your VAT Reminders could not be disabled. The link may be incomplete or too old. Try again, or sign in and
            ask an administrator of the business to turn reminders off.
          </Text>
          <Button onClick={() => mutate(id)} loading={disable.isPending}>
            Try again
          </Button>
          <Anchor component={Link} to={routeTo(signedIn ? 'Home' : 'Login')}>
            {signedIn ? 'Go to Home' : 'Sign in'}
          </Anchor>
        </Stack>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel>
      <ScreenTitle>Disabling VAT Reminders...</ScreenTitle>
      <Stack gap="md" align="center">
        <Loader aria-label="Disabling VAT Reminders" role="status" />
        <Text>Please wait while we turn off your VAT Reminders.</Text>
      </Stack>
    </AuthPanel>
  );
}
