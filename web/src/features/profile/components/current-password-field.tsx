import { PasswordInput } from '@mantine/core';
import { toApiError } from '../../../lib/api-error';

/** The proof a two-factor change sends (decision 0051): the current password. */
export interface TwoFactorProofBody {
  currentPassword: string;
}

/**
 * The failure of a two-factor change in words for the dialog: a wrong or missing password on the
 * field, anything else (too many attempts, the network) above the buttons.
 */
export function proofFailure(error: unknown): { field: string | null; other: string | null } {
  if (!error) return { field: null, other: null };
  const failure = toApiError(error);
  const onField = failure.fieldErrors.find((e) => e.field === 'currentPassword')?.message ?? null;
  return { field: onField, other: onField ? null : failure.message };
}

/**
 * "Current password" in the two-factor dialogs: a change of the second step needs the account
 * holder, not only a session left open.
 */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <PasswordInput
      label="Current password"
      description="To change two-factor authentication, confirm it is you."
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      aria-invalid={error ? true : undefined}
      data-autofocus
    />
  );
}
