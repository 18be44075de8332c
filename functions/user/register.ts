import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { RegisterRequest } from '@bk/contract';
import { BUSINESS_TYPES, BusinessRole, NO_BUSINESS_TYPE, TwoFactorType } from '@bk/domain';
import { BusinessItem, businessRepository, MemberItem, userRepository } from '@bk/data';
import type { RequestContext } from '../shared/api/types';
import { assertHuman } from './security/bot-check';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';
import { registrationAttemptMail, verifyEmailMail } from '../shared/mail/templates';
import { sendMail } from '../shared/mail/send';
import { hashPassword } from './security/passwords';
import { clientAddress, LIMITS, rateLimiter, subjectOf } from './security/rate-limit';
import { newPasswordErrors } from './new-password';
import { issueOneTimeToken } from './one-time-tokens';

type RegisterBody = z.output<typeof RegisterRequest>;

/**
 * SPEC §2 Register: the user (unverified), their first business, and a verification link. An
 * address that already has an account gets the same answer, and that address is told by e-mail
 * instead, so the form cannot be used to find out who has an account.
 */
export async function register(body: RegisterBody, ctx: RequestContext): Promise<{ ok: true }> {
  const address = clientAddress(ctx);
  await assertHuman(body.recaptchaResponse, address);
  const errors = await newPasswordErrors(body.password, body.confirmPassword, 'password', [
    body.name,
    body.email,
    body.businessName,
  ]);
  if (body.businessTypeId !== NO_BUSINESS_TYPE && !BUSINESS_TYPES.some((t) => t.id === body.businessTypeId))
    errors.push({ field: 'businessTypeId', message: 'Choose a business type from the list' });
  if (errors.length > 0) throw new ValidationError(errors);
  await rateLimiter().consume(LIMITS.registrationsPerAddress, subjectOf(address), ctx.now);

  // Hash before looking the address up, so both answers take as long.
  const passwordHash = await hashPassword(body.password);
  const db = getDb();
  const at = ctx.now.toISOString();
  const userId = randomUUID();
  const created = await userRepository(db).createUser({
    id: userId,
    name: body.name,
    email: body.email,
    emailVerified: false,
    twofaTypeId: TwoFactorType.NONE,
    passwordHash,
    createdAt: at,
    updatedAt: at,
  });
  if (!created) {
    await tellExistingAccount(body.email, ctx.now);
    return { ok: true };
  }
  const businessId = randomUUID();
  await businessRepository(db).createBusinessWithAdministrator(
    BusinessItem.parse({
      id: businessId,
      name: body.businessName,
      businessTypeId: body.businessTypeId,
      enableVat: body.enableVat,
      createdAt: at,
      updatedAt: at,
    }),
    MemberItem.parse({ businessId, userId, email: body.email, roleId: BusinessRole.ADMINISTRATOR, createdAt: at }),
  );
  const token = await issueOneTimeToken('verify-email', userId, body.email, ctx.now);
  await sendMail(body.email, verifyEmailMail({ name: body.name, token }));
  return { ok: true };
}

/** Tell the holder of an address that someone tried to register it (a few a day at most). */
async function tellExistingAccount(email: string, now: Date): Promise<void> {
  if (!(await rateLimiter().allow(LIMITS.registrationNoticesPerAccount, subjectOf(email), now))) return;
  const db = getDb();
  const users = userRepository(db);
  const userId = await users.getUserIdByEmail(email);
  const user = userId ? await users.getUser(userId) : null;
  await sendMail(email, registrationAttemptMail({ name: user?.name ?? 'there' }));
}
