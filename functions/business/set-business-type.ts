import type { Business } from '@bk/contract';
import { businessRepository } from '@bk/data';
import { BUSINESS_TYPES } from '@bk/domain';
import type { BusinessContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError, ValidationError } from '../shared/errors';
import { businessDto } from './queries';

/** Set the active business's type (SPEC §2 Home: the business-type modal). */
export async function setBusinessType(business: BusinessContext, businessTypeId: number, now: Date): Promise<Business> {
  if (!BUSINESS_TYPES.some((t) => t.id === businessTypeId)) {
    throw new ValidationError([{ field: 'businessTypeId', message: 'Choose a business type from the list' }]);
  }
  const updated = await businessRepository(getDb()).updateBusinessType(business.id, businessTypeId, now.toISOString());
  if (!updated) throw new NotFoundError('The selected business no longer exists');
  return businessDto(updated, business.roleId);
}
