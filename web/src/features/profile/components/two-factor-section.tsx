import type { User } from '@bk/contract';
import { TwoFactorType } from '@bk/domain';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDisableAuthenticator } from '../api/authenticator';
import { twoFactorName } from '../two-factor';
import { AuthenticatorSetupModal } from './authenticator-setup-modal';
import { CurrentPasswordField, proofFailure } from './current-password-field';

const EMAIL = String(TwoFactorType.EMAIL);
const AUTHENTICATOR = String(TwoFactorType.AUTHENTICATOR);

/**
 * SPEC §2 Edit Profile two-factor section and §4 "Two-factor switch": e-mail to authenticator
 * through the set-up modal; authenticator to e-mail (or none to e-mail) after a confirm dialog.
 * Every switch asks for the current password first (decision 0051). The choice shown is always
 * what the server holds: it moves only once a switch has succeeded.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const current = user.userTwofaTypeId;
  const [settingUp, setSettingUp] = useState(false);
  const [confirmingEmail, setConfirmingEmail] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const disable = useDisableAuthenticator();
  const proof = proofFailure(disable.error);
  const fromAuthenticator = current === TwoFactorType.AUTHENTICATOR;

  const choose = (value: string) => {
    if (value === AUTHENTICATOR && current !== TwoFactorType.AUTHENTICATOR) setSettingUp(true);
    else if (value === EMAIL && current !== TwoFactorType.EMAIL) setConfirmingEmail(true);
  };
  const closeConfirm = () => {
    setConfirmingEmail(false);
    setCurrentPassword('');
    disable.reset();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Two-factor authentication
      </Title>
      <Text size="sm" mb="sm">
        After your password, we ask for a code to prove it is you. Currently: <strong>{twoFactorName(current)}</strong>.
      </Text>
      <Text size="sm" mb="sm">
        Once on, two-factor stays on to keep your books safe: you turn a method off by choosing the other one, and we
        e-mail you whenever it changes.
      </Text>
      <Radio.Group
        label="How you get your sign-in code"
        value={current === TwoFactorType.NONE ? null : String(current)}
        onChange={choose}
        readOnly={user.supportSession || disable.isPending}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value={EMAIL}
            label="E-mail passcode"
            description="We e-mail you a passcode each time you sign in. To stop, choose Authenticator app instead."
            disabled={user.supportSession}
          />
          <Radio
            value={AUTHENTICATOR}
            label="Authenticator app"
            description="An app on your phone shows a new 6-digit code every 30 seconds. To turn it off, choose E-mail passcode: the app stops working and we e-mail you a passcode instead."
            disabled={user.supportSession}
          />
        </Stack>
      </Radio.Group>
      <AuthenticatorSetupModal opened={settingUp} onClose={() => setSettingUp(false)} />
      <ConfirmDialog
        opened={confirmingEmail}
        title={fromAuthenticator ? 'Switch to e-mail passcodes?' : 'Turn on e-mail passcodes?'}
        confirmLabel={fromAuthenticator ? 'Switch to e-mail' : 'Turn on'}
        loading={disable.isPending}
        onClose={closeConfirm}
        onConfirm={() => disable.mutate({ currentPassword }, { onSuccess: closeConfirm })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {fromAuthenticator
              ? 'Your authenticator app will stop working for this account. From your next sign-in we will e-mail you a passcode instead.'
              : 'From your next sign-in we will e-mail you a passcode after your password.'}
          </Text>
          <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} error={proof.field} />
          {proof.other && (
            <Text size="sm" c="red.9" role="alert">
              {proof.other}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Paper>
  );
}
