import { ASSIGNABLE_ROLES, BUSINESS_TYPES, offeredIndustries } from '@bk/domain';
import { auditRepository } from '@bk/data';
import { businessRoutes } from '@bk/contract';
import { createApi } from '../shared/api/create-api';
import { toAuditEntry } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { grantAccess, listAccess, revokeAccess } from './access';
import { createBusiness } from './create-business';
import { acceptInvitation, declineInvitation, listInvitations } from './invitations';
import { deleteActiveBusiness } from './delete-business';
import { getActiveBusiness, listBusinessesOfUser } from './queries';
import { selectBusiness } from './select-business';
import { setBusinessType } from './set-business-type';

/**
 * Businesses of the signed-in user (SPEC §7 "User and business"). The business is always the
 * session's. Saving the business (its logo in S3) loads its code on its first call (decision 0058).
 */
export const handler = createApi(businessRoutes, {
  businessActiveGet: async (_input, ctx) => getActiveBusiness(ctx.business),
  businessActiveUpdate: async ({ body }, ctx) =>
    (await import('./update-business')).updateActiveBusiness(ctx.business, body, ctx.now),
  businessActiveType: async ({ body }, ctx) => setBusinessType(ctx.business, body.businessTypeId, ctx.now),
  businessActiveToggleVat: async ({ body }, ctx) =>
    (await import('./update-business')).toggleVat(ctx.business, body.enableVat, ctx.now),
  businessList: async (_input, ctx) => listBusinessesOfUser(ctx.caller.user.id),
  businessSelect: async ({ params }, ctx) => selectBusiness(ctx, params.id),
  businessCreate: async ({ body }, ctx) => createBusiness(ctx.caller, body, ctx.now),
  businessDelete: async (_input, ctx) => deleteActiveBusiness(ctx),
  businessTypeList: async () => BUSINESS_TYPES.map(({ id, name }) => ({ id, name })),
  businessIndustryList: async () => offeredIndustries().map(({ id, name }) => ({ id, name })),
  businessRoles: async () => ASSIGNABLE_ROLES.map(({ id, name }) => ({ id, name })),
  businessAccessList: async (_input, ctx) => listAccess(ctx.business.id, ctx.now),
  businessAccessGrant: async ({ body }, ctx) => grantAccess(ctx, body),
  businessAccessRevoke: async ({ body }, ctx) => revokeAccess(ctx, body),
  invitationList: async (_input, ctx) => listInvitations(ctx),
  invitationAccept: async ({ params }, ctx) => acceptInvitation(ctx, params.id),
  invitationDecline: async ({ params }, ctx) => declineInvitation(ctx, params.id),
  businessAudit: async (_input, ctx) =>
    (await auditRepository(getDb()).listBusinessAudit(ctx.business.id)).map(toAuditEntry),
});
