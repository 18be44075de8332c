import { randomUUID } from 'node:crypto';
import { businessRepository, newBusinessItem, sessionRepository, userRepository, type Db } from '@bk/data';
import { hashToken, newToken } from '../../functions/shared/tokens';

/**
 * A user administering a new business, with a six-hour session bound to it, written straight to
 * the table: what each bench scenario starts from.
 */
export async function seedAdministrator(
  db: Db,
  business: { name: string; enableVat: boolean; emailTag: string },
): Promise<{ token: string; userId: string; businessId: string }> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const userId = randomUUID();
  const businessId = randomUUID();
  const email = `bench-${business.emailTag}-${userId}@example.test`;
  await userRepository(db).createUser({
    id: userId,
    name: 'Bench',
    email,
    emailVerified: true,
    twofaTypeId: 0,
    newEmailAfterVerify: null,
    passwordHash: null,
    createdAt: at,
    updatedAt: at,
  });
  await businessRepository(db).createBusinessWithAdministrator(
    newBusinessItem({ id: businessId, name: business.name, businessTypeId: 10, enableVat: business.enableVat, at }),
    { businessId, userId, email, roleId: 10, createdAt: at, lastSelectedAt: at },
  );
  const token = newToken();
  await sessionRepository(db).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: null,
    businessId,
    createdAt: at,
    touchedAt: now,
    expiresAt: now + 6 * 3600_000,
    support: false,
  });
  return { token, userId, businessId };
}
