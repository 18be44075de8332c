import { Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { toApiError } from '../../../lib/api-error';
import { ScreenTitle } from '../../../components/screen-title';
import { useVerifyEmail } from '../api/verify-email';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { AuthPanel } from '../../../components/auth-panel';

/**
 * SPEC §2 Email verification: the link's token is sent once on load (StrictMode's second
 * effect run is skipped by the ref), then the outcome: verified, or failed with the reason.
 */
export function VerifyEmailPage() {
  const token = useParams().token ?? '';
  const verification = useVerifyEmail();
  const { mutate } = verification;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);
  useFocusHeadingOn(verification.status);

  if (verification.isSuccess) {
    return (
      <AuthPanel>
        <ScreenTitle>Email Verified</ScreenTitle>
        <Stack gap="md">
          <Text>Your email address has been verified. You can now sign in.</Text>
        </Stack>
        <Button component={Link} to={routeTo('Login')} mt="md">
          Continue to Sign in
        </Button>
      </AuthPanel>
    );
  }

  if (verification.isError) {
    return (
      <AuthPanel>
        <ScreenTitle>Email Verification Failed</ScreenTitle>
        <Stack gap="md">
          <Text>{toApiError(verification.error).message}</Text>
        </Stack>
        <Button component={Link} to={routeTo('Login')} mt="md">
          Continue to Login
        </Button>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel>
      <ScreenTitle>Verifying Email</ScreenTitle>
      <Stack gap="md" align="center">
        <Loader aria-label="Verifying your email address" role="status" />
        <Text>Please wait while we verify your email address.</Text>
      </Stack>
    </AuthPanel>
  );
}
