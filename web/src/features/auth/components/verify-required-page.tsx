import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { AuthPanel } from '../../../components/auth-panel';

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/** SPEC §2 VerifyRequired: the account is created; the e-mailed link must be clicked first. */
export function VerifyRequiredPage() {
  const address = emailFrom(useLocation().state);
  return (
    <AuthPanel>
      <ScreenTitle>Verify your email</ScreenTitle>
      <Stack gap="md">
        <Text>
          Your account has been created. We have sent a verification link to{' '}
          {address ? <strong>{address}</strong> : 'your email address'}.
        </Text>
        <Text>Click the link in the email to verify your address, then sign in.</Text>
        <Text size="sm">If the email has not arrived within a few minutes, check your spam or junk folder.</Text>
        <div>
          <Button component={Link} to={routeTo('Login')}>
            Sign in
          </Button>
        </div>
      </Stack>
    </AuthPanel>
  );
}
