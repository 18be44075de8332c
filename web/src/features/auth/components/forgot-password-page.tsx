import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { focusFirstInvalid, showServerFieldErrors } from '../form-helpers';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { forgotPasswordForm } from '../validation';
import { AuthPanel } from '../../../components/auth-panel';

/**
 * SPEC §2 Forgot password: one e-mail field; afterwards the server's neutral sentence (SPEC §8),
 * the same whether or not an account exists.
 */
export function ForgotPasswordPage() {
  const reset = useRequestPasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validate: forgotPasswordForm.validate,
    transformValues: forgotPasswordForm.body,
  });
  useFocusHeadingOn(reset.isSuccess ? 'sent' : 'form');

  if (reset.isSuccess) {
    return (
      <AuthPanel>
        <ScreenTitle>Check your email</ScreenTitle>
        <Stack gap="md">
          <Text>{reset.data.message}</Text>
          <Text size="sm">The link in the email can be used once. If you ask again, only the newest link works.</Text>
          <div>
            <Button component={Link} to={routeTo('Login')}>
              Back to Sign in
            </Button>
          </div>
        </Stack>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel>
      <ScreenTitle>Forgotten password</ScreenTitle>
      <form
        onSubmit={form.onSubmit(
          (body) => reset.mutate(body.email, { onError: (error) => showServerFieldErrors(form, error) }),
          focusFirstInvalid,
        )}
        noValidate
      >
        <Stack gap="md">
          <Text>Enter the email address you registered with and we will email you a link to reset your password.</Text>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={reset.isPending}>
              Send reset link
            </Button>
          </Group>
          <Text size="sm">
            <Anchor component={Link} to={routeTo('Login')} inherit>
              Back to Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPanel>
  );
}
