import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type { Business, BusinessEdit } from '@bk/contract';
import { businessRepository } from '@bk/data';
import type { BusinessContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { businessFileKey, deleteFile, putFile } from '../shared/files';
import { logger } from '../shared/logger';
import { checkLogo, planBusinessEdit } from './edit-business';
import { businessDto, requireBusiness } from './queries';

/**
 * Save the Edit Business form on the session's business (SPEC §2 Edit Business). All field
 * errors are answered together; nothing is saved unless every field is valid. A new logo is
 * stored under the business's prefix with a fresh key (the old file is removed after the item
 * points at the new one); `logoBase64: null` removes the logo; leaving it out keeps it.
 */
export async function updateActiveBusiness(
  business: BusinessContext,
  body: z.output<typeof BusinessEdit>,
  now: Date,
): Promise<Business> {
  const current = await requireBusiness(business);
  const { patch, errors } = planBusinessEdit(body, current, now);
  let logo: Awaited<ReturnType<typeof checkLogo>> | null = null;
  const logoSent = body.logoBase64 !== undefined && body.logoBase64 !== null && body.logoBase64.trim() !== '';
  if (logoSent) {
    logo = await checkLogo(body.logoBase64 as string);
    if (!logo.ok) errors.push(logo.error);
  }
  if (errors.length) throw new ValidationError(errors);

  let logoKey: string | null | undefined;
  if (logo?.ok) {
    logoKey = businessFileKey(business.id, 'logo', `${randomUUID()}.${logo.ext}`);
    await putFile(logoKey, logo.bytes, logo.mime);
  } else if (body.logoBase64 !== undefined) {
    logoKey = null; // null or blank: remove the logo
  }
  const updated = await businessRepository(getDb()).updateBusiness(
    business.id,
    { ...patch, ...(logoKey !== undefined ? { logoKey } : {}) },
    now.toISOString(),
  );
  if (!updated) {
    if (logoKey) await deleteFile(logoKey);
    throw new ForbiddenError();
  }
  if (logoKey !== undefined && current.logoKey && current.logoKey !== logoKey) {
    await deleteFile(current.logoKey).catch((err: unknown) =>
      logger().warn('old logo not removed', { error: (err as Error).message }),
    );
  }
  return businessDto(updated, business.roleId);
}

/** Turn VAT on or off for the session's business (SPEC §2 Toggle VAT). */
export async function toggleVat(business: BusinessContext, enableVat: boolean, now: Date): Promise<Business> {
  const updated = await businessRepository(getDb()).updateBusiness(business.id, { enableVat }, now.toISOString());
  if (!updated) throw new ForbiddenError();
  return businessDto(updated, business.roleId);
}
