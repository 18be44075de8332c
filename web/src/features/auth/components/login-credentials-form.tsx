import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { focusFirstInvalid } from '../form-helpers';
import { credentialsForm, type Credentials } from '../credentials-check';
import { FormError } from './form-error';
import { PasswordField } from './password-field';

export type { Credentials };

/** Sign in's first step: e-mail and password, with the ways to register or recover a password. */
export function LoginCredentialsForm(props: {
  initial: Credentials | null;
  pending: boolean;
  error: string | null;
  fieldErrors: Partial<Record<keyof Credentials, string>>;
  onSubmit: (credentials: Credentials) => void;
}) {
  // The body is the credentials as typed (the check's toBody is the same pair): they are kept for
  // the second step and shown again on the way back, so they are not trimmed or lower-cased here.
  const form = useForm<Credentials>({
    initialValues: props.initial ?? { email: '', password: '' },
    validate: credentialsForm.validate,
  });

  return (
    <form onSubmit={form.onSubmit((values) => props.onSubmit(values), focusFirstInvalid)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
          error={form.errors.email ?? props.fieldErrors.email}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
          error={form.errors.password ?? props.fieldErrors.password}
        />
        <FormError message={props.error} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={props.pending}>
            Sign in
          </Button>
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            <Anchor component={Link} to={routeTo('ForgotPassword')} inherit>
              Forgotten your password?
            </Anchor>
          </Text>
          <Text size="sm">
            New here?{' '}
            <Anchor component={Link} to={routeTo('Register')} inherit>
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
