import { Alert, Stack } from '@mantine/core';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useUser } from '../../../lib/session/api/get-user';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileDetailsForm } from './profile-details-form';
import { SecurityActivity } from './security-activity';
import { TwoFactorSection } from './two-factor-section';

/**
 * SPEC §2 Edit Profile: name, e-mail and password; two-factor; recent security activity; Delete
 * Account. In a support session nothing here can be changed (the server refuses too).
 */
export function EditProfilePage() {
  const user = useUser().data;
  if (!user) return <ScreenLoading />;
  const support = user.supportSession;
  return (
    <>
      <ScreenTitle>Edit Profile</ScreenTitle>
      <Stack gap="lg">
        {support && (
          <Alert
            color="yellow"
            title="Support session"
            // Mantine's yellow title text is below 4.5:1 on its own background.
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            You are signed in to this account with a support token. Support staff can see these details but not change
            the name, e-mail address, password or two-factor settings, nor delete the account: only the account holder
            can.
          </Alert>
        )}
        <ProfileDetailsForm key={user.id} user={user} />
        <TwoFactorSection user={user} />
        <SecurityActivity />
        <DeleteAccountSection user={user} />
      </Stack>
    </>
  );
}
