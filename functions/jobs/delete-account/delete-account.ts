import { BusinessRole } from '@bk/domain';
import { businessRepository, oneTimeTokenRepository, userRepository, type Db } from '@bk/data';
import { deleteBusinessData } from '../../shared/deletion';

/** Who is being deleted: the job's subject (kept so a re-run can finish after the user item is gone). */
export interface AccountSubject {
  readonly userId: string;
  readonly email: string;
}

/**
 * Remove an account: each business the user alone administers, entirely; their
 * membership of the others; their one-time tokens, sessions, e-mail claim and every item of
 * their `USER#` partition. Idempotent: a re-run deletes what is left and finds the rest gone.
 * `onProgress` gets the running count of items removed.
 */
export async function deleteAccountData(
  db: Db,
  subject: AccountSubject,
  endSessions: (userId: string) => Promise<number>,
  onProgress: (removed: number) => Promise<void>,
): Promise<number> {
  const { userId, email } = subject;
  const businesses = businessRepository(db);
  let removed = await endSessions(userId);
  for (const membership of await businesses.listMembershipsOfUser(userId)) {
    const members = await businesses.listMembers(membership.businessId);
    const otherAdmins = members.filter((m) => m.userId !== userId && m.roleId === BusinessRole.ADMINISTRATOR);
    if (membership.roleId === BusinessRole.ADMINISTRATOR && otherAdmins.length === 0) {
      removed += await deleteBusinessData(membership.businessId);
    } else {
      await businesses.deleteMembership(membership.businessId, userId);
      removed += 1;
    }
    await onProgress(removed);
  }
  const tokens = oneTimeTokenRepository(db);
  const own = await tokens.listOneTimeTokensOfUser(userId);
  await tokens.deleteOneTimeTokens(own.map((t) => t.tokenHash));
  removed += own.length;
  // Sessions again: one opened while the businesses were going.
  removed += await endSessions(userId);
  const users = userRepository(db);
  await users.deleteEmailClaim(email, userId);
  removed += await users.deleteUserPartition(userId);
  await onProgress(removed);
  return removed;
}
