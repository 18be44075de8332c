import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import {
  bannerRepository,
  businessRepository,
  createDb,
  newBusinessItem,
  sessionRepository,
  userRepository,
  type Db,
} from '@bk/data';
import { BusinessRole, BusinessType, TwoFactorType, type BusinessRoleId } from '@bk/domain';
import { hashPassword } from '../../functions/user/security/passwords';
import { hashToken, newToken } from '../../functions/shared/tokens';

let db: Db | undefined;
/** The local stack's table, reached the way the functions reach it. */
export function stackDb(): Db {
  if (!db) {
    const env = inject('stackEnv');
    const client = new DynamoDBClient({
      region: env.AWS_REGION ?? 'eu-west-2',
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    db = createDb(
      DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } }),
      env.TABLE_NAME as string,
    );
  }
  return db;
}

export interface SeededUser {
  token: string;
  userId: string;
  email: string;
  name: string;
  /** The password given in the options, if any (stored as a real argon2id hash). */
  password?: string;
  businessId?: string;
  businessName?: string;
}

/**
 * Write a verified user straight into the table, optionally with a business (administrator by
 * default, or another role in a business administered by someone else), and a signed-in
 * session. Tests use it to arrange a state quickly: sign-up and sign-in have tests of their own.
 */
export async function seedUser(
  options: {
    withBusiness?: boolean;
    businessName?: string;
    enableVat?: boolean;
    /** -1 for a business whose type was never chosen (SPEC §3 registration default). */
    businessTypeId?: number;
    role?: BusinessRoleId;
    name?: string;
    idleMinutes?: number;
    /** When the session began (its absolute lifetime counts from here); now by default. */
    sessionStartedAt?: Date;
    selectBusiness?: boolean;
    /** A password to sign in with (stored hashed as sign-up would). Without it there is none. */
    password?: string;
    /** Defaults to a unique address under example.test. */
    email?: string;
    /** Defaults to true. */
    emailVerified?: boolean;
    /** Two-factor type; 'authenticator' needs `totpSecret` (base32). Default none. */
    twofa?: 'email' | 'authenticator';
    totpSecret?: string;
  } = {},
): Promise<SeededUser> {
  const d = stackDb();
  const now = new Date();
  const userId = randomUUID();
  const email = options.email ?? `user-${userId.slice(0, 8)}@example.test`;
  const name = options.name ?? 'Sam Trader';
  if (options.twofa === 'authenticator' && !options.totpSecret)
    throw new Error('seedUser: twofa authenticator needs totpSecret');
  const created = await userRepository(d).createUser({
    id: userId,
    name,
    email,
    emailVerified: options.emailVerified ?? true,
    twofaTypeId:
      options.twofa === 'authenticator'
        ? TwoFactorType.AUTHENTICATOR
        : options.twofa === 'email'
          ? TwoFactorType.EMAIL
          : TwoFactorType.NONE,
    newEmailAfterVerify: null,
    passwordHash: options.password !== undefined ? await hashPassword(options.password) : null,
    totpSecret: options.twofa === 'authenticator' ? (options.totpSecret ?? null) : null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  if (!created) throw new Error(`seedUser: ${email} already has an account`);
  let businessId: string | undefined;
  const businessName = options.businessName ?? 'Sam’s Cakes';
  if (options.withBusiness) {
    businessId = await seedBusiness({
      name: businessName,
      enableVat: options.enableVat ?? true,
      ownerId: userId,
      ownerEmail: email,
      ...(options.businessTypeId !== undefined ? { businessTypeId: options.businessTypeId } : {}),
    });
    const role = options.role ?? BusinessRole.ADMINISTRATOR;
    if (role !== BusinessRole.ADMINISTRATOR) await seedMembership(businessId, userId, email, role);
  }
  const token = newToken();
  await sessionRepository(d).putSession({
    tokenHash: hashToken(token),
    userId,
    deviceId: null,
    businessId: options.selectBusiness === false ? null : (businessId ?? null),
    createdAt: (options.sessionStartedAt ?? now).toISOString(),
    touchedAt: now.getTime(),
    expiresAt: now.getTime() + (options.idleMinutes ?? 60) * 60_000,
    support: false,
  });
  return {
    token,
    userId,
    email,
    name,
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(businessId ? { businessId, businessName } : {}),
  };
}

/** A business with its administrator. */
export async function seedBusiness(options: {
  name: string;
  enableVat: boolean;
  ownerId: string;
  ownerEmail: string;
  businessTypeId?: number;
}): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await businessRepository(stackDb()).createBusinessWithAdministrator(
    newBusinessItem({
      id: id,
      name: options.name,
      businessTypeId: options.businessTypeId ?? BusinessType.SOLE_TRADER,
      enableVat: options.enableVat,
      at: now,
    }),
    {
      businessId: id,
      userId: options.ownerId,
      email: options.ownerEmail,
      roleId: BusinessRole.ADMINISTRATOR,
      createdAt: now,
      lastSelectedAt: null,
    },
  );
  return id;
}

/** Give a user a role in a business (replacing any role they had). */
export async function seedMembership(
  businessId: string,
  userId: string,
  email: string,
  roleId: BusinessRoleId,
): Promise<void> {
  await businessRepository(stackDb()).putMembership({
    businessId,
    userId,
    email,
    roleId,
    createdAt: new Date().toISOString(),
    lastSelectedAt: null,
  });
}

/** A banner message as an operator would add it. */
export async function seedBanner(options: {
  messageHtml: string;
  canClear: boolean;
  colorId: 1 | 2 | 3;
}): Promise<string> {
  const id = randomUUID();
  await bannerRepository(stackDb()).putBanner({
    id,
    messageHtml: options.messageHtml,
    canClear: options.canClear,
    colorId: options.colorId,
    createdAt: new Date().toISOString(),
  });
  return id;
}

/** Remove a banner (banners are global, so tests clean up after themselves). */
export async function removeBanner(id: string): Promise<void> {
  await bannerRepository(stackDb()).deleteBanner(id);
}
