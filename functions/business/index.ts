import { ASSIGNABLE_ROLES, BUSINESS_TYPES } from '@bk/domain';
import { createApi } from '../shared/api/create-api';
import { getActiveBusiness, listBusinessesOfUser } from './queries';
import { selectBusiness } from './select-business';
import { setBusinessType } from './set-business-type';

/** Businesses of the signed-in user (SPEC §7 "User and business"). */
export const handler = createApi('business', {
  businessActiveGet: async (_input, ctx) => getActiveBusiness(ctx.business!),
  businessActiveType: async ({ body }, ctx) => setBusinessType(ctx.business!, body.businessTypeId, ctx.now),
  businessList: async (_input, ctx) => listBusinessesOfUser(ctx.caller!.user.id),
  businessSelect: async ({ params }, ctx) => selectBusiness(ctx.caller!, params.id, ctx.now),
  businessTypeList: async () => BUSINESS_TYPES.map(({ id, name }) => ({ id, name })),
  businessRoles: async () => ASSIGNABLE_ROLES.map(({ id, name }) => ({ id, name })),
});
