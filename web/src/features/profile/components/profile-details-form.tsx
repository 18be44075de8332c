import type { User } from '@bk/contract';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { NewPasswordField, useNewPasswordCheck } from '../../../components/new-password-field';
import { ReadOnlyValues } from '../../../components/read-only-values';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useUpdateUser } from '../api/update-user';
import { profileForm, type ProfileFormValues } from '../profile-form';

/** The form's fields as the server names them, with the labels a person sees. */
const FIELD_LABELS = {
  name: 'Name',
  newEmail: 'New email',
  currentPassword: 'Current password',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

/** Name, e-mail (read-only), new e-mail and password change, with one Save (SPEC §2 Edit Profile). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateUser();
  const passwordCheck = useNewPasswordCheck();
  const serverErrors = useFieldErrors();
  const locked = user.supportSession;
  const initialValues: ProfileFormValues = {
    name: user.name,
    newEmail: '',
    currentPassword: '',
    password: '',
    confirmPassword: '',
  };
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: profileForm.validate,
    transformValues: profileForm.body,
  });
  const errorOf = (field: keyof ProfileFormValues) =>
    (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message;
  // aria-invalid set here too: Mantine's PasswordInput leaves it off its input.
  const input = (field: keyof ProfileFormValues) => {
    const error = errorOf(field);
    return { ...form.getInputProps(field), error, 'aria-invalid': error ? true : undefined };
  };

  const save = form.onSubmit(async (body) => {
    const values = form.getValues();
    const weak = body.password ? await passwordCheck.check(body.password, [user.name, user.email]) : null;
    if (weak) {
      form.setFieldError('password', weak);
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        // Secrets are not kept on screen once used; the saved name stays.
        const next = {
          ...values,
          name: values.name.trim(),
          newEmail: '',
          currentPassword: '',
          password: '',
          confirmPassword: '',
        };
        form.setValues(next);
        form.resetDirty(next);
      },
    });
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Your details
      </Title>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <FieldErrorSummary labels={FIELD_LABELS} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" required autoComplete="name" disabled={locked} {...input('name')} />
            <ReadOnlyValues
              items={[{ label: 'Email', value: user.email, description: 'The address you sign in with.' }]}
            />
          </SimpleGrid>
          {user.newEmailAfterVerify && (
            <Text size="sm">
              Waiting for you to verify <strong>{user.newEmailAfterVerify}</strong>: click the link in the e-mail we
              sent there to finish changing your address.
            </Text>
          )}
          <TextInput
            label="New email"
            type="email"
            autoComplete="email"
            description="We send a link to the new address; the change happens when you click it."
            disabled={locked}
            {...input('newEmail')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              description="Needed to change your email or password."
              disabled={locked}
              {...input('currentPassword')}
            />
            <NewPasswordField
              label="Password"
              autoComplete="new-password"
              description="Leave blank to keep your password."
              disabled={locked}
              details={[user.name, user.email]}
              {...input('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              disabled={locked}
              {...input('confirmPassword')}
            />
          </SimpleGrid>
          {!locked && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending || passwordCheck.checking}>
                Save
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
