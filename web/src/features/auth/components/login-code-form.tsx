import { routes } from '@bk/contract';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { maxLengthOf } from '../../../lib/form-schema';
import { focusFirstInvalid } from '../form-helpers';
import { codeForm } from '../validation';
import { FormError } from './form-error';

/**
 * A second sign-in step: a heading saying what to do, one code field, 'Sign in', and the step's
 * other actions (request a new passcode, switch to an e-mailed code, go back).
 */
export function LoginCodeForm(props: {
  heading: string;
  intro: ReactNode;
  label: string;
  pending: boolean;
  error: string | null;
  /** The server's word on the code (wrong or expired), shown on the field. */
  codeError?: string | undefined;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}) {
  const form = useForm({ initialValues: { code: '' }, validate: codeForm.validate, transformValues: codeForm.body });

  return (
    <form
      // The check refuses a blank code, so the body always holds one.
      onSubmit={form.onSubmit((body) => props.onSubmit(body.twofaToken ?? ''), focusFirstInvalid)}
      noValidate
    >
      <Stack gap="md">
        <Title order={2} size="h3" tabIndex={-1} className="step-title" style={{ outline: 'none' }}>
          {props.heading}
        </Title>
        <Text>{props.intro}</Text>
        <TextInput
          label={props.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={maxLengthOf(routes.userLogin.body, 'twofaToken')}
          {...form.getInputProps('code')}
          error={form.errors.code ?? props.codeError}
        />
        <FormError message={props.error} />
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={props.pending}>
            Sign in
          </Button>
          {props.children}
        </Group>
      </Stack>
    </form>
  );
}
