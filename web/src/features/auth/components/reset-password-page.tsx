import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { toApiError } from '../../../lib/api-error';
import { ScreenTitle } from '../../../components/screen-title';
import { useResetCheck, useResetPassword } from '../api/reset-password';
import { focusFirstInvalid, showServerFieldErrors } from '../form-helpers';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { resetPasswordForm } from '../validation';
import { AuthPanel } from '../../../components/auth-panel';
import { NewPasswordField, useNewPasswordCheck } from '../../../components/new-password-field';
import { PasswordField } from './password-field';

/** SPEC §2 Reset password: the text for an invalid, used or superseded link. */
export const RESET_TOKEN_INVALID =
  'This password reset link is invalid or has already been used, please use the most recent one provided or request a new one.';

function ResetTokenInvalid() {
  return (
    <AuthPanel>
      <ScreenTitle>Reset token invalid</ScreenTitle>
      <Stack gap="md">
        <Text>{RESET_TOKEN_INVALID}</Text>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={routeTo('ForgotPassword')}>
            Request a new reset link
          </Button>
          <Button component={Link} to={routeTo('Login')} variant="default">
            Sign in
          </Button>
        </Group>
      </Stack>
    </AuthPanel>
  );
}

function ResetDone() {
  return (
    <AuthPanel>
      <ScreenTitle>Reset Password Successfully</ScreenTitle>
      <Stack gap="md">
        <Text>Your password has been changed. Sign in with your new password.</Text>
        <div>
          <Button component={Link} to={routeTo('Login')}>
            Sign in
          </Button>
        </div>
      </Stack>
    </AuthPanel>
  );
}

function ResetForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const passwordCheck = useNewPasswordCheck();
  const checked = resetPasswordForm(token);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: checked.validate,
    transformValues: checked.body,
  });
  useFocusHeadingOn(reset.isSuccess ? 'done' : 'form');

  if (reset.isSuccess) return <ResetDone />;
  return (
    <AuthPanel>
      <ScreenTitle>Reset password</ScreenTitle>
      <form
        onSubmit={form.onSubmit(async (body) => {
          // The account's own details are not known here; the server checks them too.
          const weak = await passwordCheck.check(body.newPassword, []);
          if (weak) {
            form.setFieldError('newPassword', weak);
            focusFirstInvalid();
            return;
          }
          reset.mutate(body, { onError: (error) => showServerFieldErrors(form, error) });
        }, focusFirstInvalid)}
        noValidate
      >
        <Stack gap="md">
          <Text>Choose a new password for your account.</Text>
          <NewPasswordField
            label="New password"
            autoComplete="new-password"
            required
            details={[]}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={reset.isPending || passwordCheck.checking}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthPanel>
  );
}

/**
 * SPEC §2 Reset password: the link's token is checked on load; an invalid or used one says so
 * (with a way to ask for a new link); a valid one gets the new-password form.
 */
export function ResetPasswordPage() {
  const token = useParams().token ?? '';
  const check = useResetCheck(token);

  if (check.isPending) {
    return (
      <AuthPanel>
        <ScreenTitle>Reset password</ScreenTitle>
        <Center py="md">
          <Loader aria-label="Checking the reset link" role="status" />
        </Center>
      </AuthPanel>
    );
  }
  if (check.isError) {
    return (
      <AuthPanel>
        <ScreenTitle>Reset password</ScreenTitle>
        <Stack gap="md">
          <Text>{toApiError(check.error).message}</Text>
          <Group gap="sm">
            <Button onClick={() => void check.refetch()}>Try again</Button>
            <Anchor component={Link} to={routeTo('Login')}>
              Sign in
            </Anchor>
          </Group>
        </Stack>
      </AuthPanel>
    );
  }
  return check.data.valid ? <ResetForm token={token} /> : <ResetTokenInvalid />;
}
