import { PASSWORD_MESSAGES, passwordProblem } from './security/passwords';

/** Field errors of a new password and its confirmation (register, profile, reset). */
export async function newPasswordErrors(
  password: string,
  confirm: string | null | undefined,
  field: 'password' | 'newPassword',
): Promise<{ field: string; message: string }[]> {
  const errors: { field: string; message: string }[] = [];
  const problem = await passwordProblem(password);
  if (problem) errors.push({ field, message: problem });
  if (confirm !== undefined && confirm !== null && confirm !== password)
    errors.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.confirmMismatch });
  return errors;
}
