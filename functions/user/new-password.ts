import { businessRepository } from '@bk/data';
import { getDb } from '../shared/clients/db';
import { config } from '../shared/config';
import { PASSWORD_MESSAGES, passwordProblem } from './security/passwords';

/** Field errors of a new password and its confirmation (register, profile, reset). */
export async function newPasswordErrors(
  password: string,
  confirm: string | null | undefined,
  field: 'password' | 'newPassword',
  details: readonly (string | null)[],
): Promise<{ field: string; message: string }[]> {
  const errors: { field: string; message: string }[] = [];
  const problem = await passwordProblem(password, [...details, config().PRODUCT_NAME]);
  if (problem) errors.push({ field, message: problem });
  if (confirm !== undefined && confirm !== null && confirm !== password)
    errors.push({ field: 'confirmPassword', message: PASSWORD_MESSAGES.confirmMismatch });
  return errors;
}

/**
 * What a password of this account must not be built from: the person's name and e-mail address
 * and the names of the businesses they belong to, which anyone who knows them would try first.
 */
export async function accountDetails(user: { id: string; name: string; email: string }): Promise<string[]> {
  const businesses = businessRepository(getDb());
  const memberships = await businesses.listMembershipsOfUser(user.id);
  const named = await businesses.getBusinesses(memberships.map((m) => m.businessId));
  return [user.name, user.email, ...named.map((b) => b.name)];
}
