import { randomUUID } from 'node:crypto';
import { businessRepository, newBusinessItem } from '@bk/data';
import { BUSINESS_TYPES, BusinessRole, NO_BUSINESS_TYPE, roleName } from '@bk/domain';
import type { Caller } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ValidationError } from '../shared/errors';

/**
 * Create a business (Select Business "Create Business" dialog, SPEC §2); its creator becomes its
 * administrator in the same transaction. The session keeps the business it had: the web app
 * selects the new one when it wants to.
 */
export async function createBusiness(
  caller: Caller,
  input: { businessName: string; businessTypeId: number; enableVat: boolean },
  now: Date,
) {
  if (input.businessTypeId !== NO_BUSINESS_TYPE && !BUSINESS_TYPES.some((t) => t.id === input.businessTypeId)) {
    throw new ValidationError([{ field: 'businessTypeId', message: 'Choose a business type from the list' }]);
  }
  const at = now.toISOString();
  const id = randomUUID();
  await businessRepository(getDb()).createBusinessWithAdministrator(
    newBusinessItem({
      id: id,
      name: input.businessName,
      businessTypeId: input.businessTypeId,
      enableVat: input.enableVat,
      at: at,
    }),
    {
      businessId: id,
      userId: caller.user.id,
      email: caller.user.email,
      roleId: BusinessRole.ADMINISTRATOR,
      createdAt: at,
      lastSelectedAt: null,
    },
  );
  return {
    id,
    name: input.businessName,
    businessRole: { id: BusinessRole.ADMINISTRATOR, name: roleName(BusinessRole.ADMINISTRATOR) },
  };
}
