import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { toApiError } from '../../../lib/api-error';
import { ScreenTitle } from '../../../components/screen-title';
import { useAdminLogin } from '../api/admin-login';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { AuthPanel } from '../../../components/auth-panel';

/**
 * SPEC §2 Admin login: support staff open a user's support token; it is exchanged once for a
 * support session, which starts, and the app goes to the root (whose guards lead on to Home or
 * Select Business). The shell then marks the session as a support session.
 */
export function AdminLoginPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const { mutate } = adminLogin;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token, { onSuccess: () => void navigate(routeTo('Root'), { replace: true }) });
  }, [token, mutate, navigate]);
  useFocusHeadingOn(adminLogin.status);

  if (adminLogin.isError) {
    return (
      <AuthPanel>
        <ScreenTitle>Support sign in failed</ScreenTitle>
        <Stack gap="md">
          <Text>{toApiError(adminLogin.error).message}</Text>
          <Text size="sm">
            Support tokens are short-lived. Ask the user to generate a new one on their Support page.
          </Text>
          <div>
            <Button component={Link} to={routeTo('Login')}>
              Sign in
            </Button>
          </div>
        </Stack>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel>
      <ScreenTitle>Support sign in</ScreenTitle>
      <Center py="md">
        <Loader aria-label="Signing in with the support token" role="status" />
      </Center>
    </AuthPanel>
  );
}
