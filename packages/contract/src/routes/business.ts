import * as z from 'zod/mini';
import { route } from '../define';
import * as S from '../schemas';

/** Business, access and invitation calls (SPEC §7 "User and business"), spread into the routes table. */
// One line per route reads as the table it is.
// prettier-ignore
export const businessRoutes = {
  businessActiveGet: route({ method: 'GET', path: '/user/business/active', group: 'business', access: 'business', permission: 'business:read', summary: 'The active business', response: S.Business }),
  businessActiveUpdate: route({ method: 'PATCH', path: '/user/business/active', group: 'business', access: 'business', permission: 'business:edit', summary: 'Edit the active business', body: S.BusinessEdit, response: S.Business, maxBodyBytes: 5 * 1024 * 1024 }),
  businessActiveType: route({ method: 'PATCH', path: '/user/business/active/type', group: 'business', access: 'business', permission: 'business:edit', summary: 'Set the business type', body: z.object({ businessTypeId: z.number().check(z.int()) }), response: S.Business }),
  businessActiveToggleVat: route({ method: 'PATCH', path: '/user/business/active/toggle/vat', group: 'business', access: 'business', permission: 'business:edit', summary: 'Turn VAT on or off', body: z.object({ enableVat: z.boolean() }), response: S.Business }),
  businessList: route({ method: 'GET', path: '/user/business/list', group: 'business', access: 'user', summary: "The user's businesses", response: z.array(S.BusinessTile) }),
  businessSelect: route({ method: 'GET', path: '/user/business/select/{id}', group: 'business', access: 'user', summary: 'Select a business: a new token bound to it', params: S.IdParams, response: S.SessionOpened }),
  businessCreate: route({ method: 'POST', path: '/user/business', group: 'business', access: 'user', summary: 'Create a business', body: z.object({ businessName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), businessTypeId: z.number().check(z.int()), enableVat: z.boolean() }), response: S.BusinessTile, status: 201 }),
  businessDelete: route({ method: 'DELETE', path: '/user/business', group: 'business', access: 'business', permission: 'business:delete', summary: 'Delete the active business and all its data', response: z.object({ status: z.enum(['deleted', 'in-progress']) }) }),
  businessTypeList: route({ method: 'GET', path: '/user/business/type/list', group: 'business', access: 'public', summary: 'Business types', response: z.array(S.NamedOption) }),
  businessIndustryList: route({ method: 'GET', path: '/user/business/public/industry/list', group: 'business', access: 'public', summary: 'Industries', response: z.array(S.NamedOption) }),
  businessRoles: route({ method: 'GET', path: '/user/business/roles', group: 'business', access: 'user', summary: 'Roles that can be given', response: z.array(S.NamedOption) }),
  businessAccessList: route({ method: 'GET', path: '/user/business/access/list', group: 'business', access: 'business', permission: 'access:manage', summary: 'Who has access', response: z.array(S.AccessEntry) }),
  businessAccessGrant: route({ method: 'PATCH', path: '/user/business/access', group: 'business', access: 'business', permission: 'access:manage', summary: "Invite someone to the business, or change a member's role", body: z.object({ email: S.Email, businessRoleId: z.number().check(z.int()) }), response: z.array(S.AccessEntry) }),
  businessAudit: route({ method: 'GET', path: '/user/business/audit', group: 'business', access: 'business', permission: 'access:manage', summary: "The business's security log (administrator)", response: z.array(S.AuditEntry) }),
  businessAccessRevoke: route({ method: 'PATCH', path: '/user/business/revoke', group: 'business', access: 'business', permission: 'access:manage', summary: 'Revoke access, or withdraw an invitation', body: z.object({ email: S.Email }), response: z.array(S.AccessEntry) }),
  invitationList: route({ method: 'GET', path: '/user/invitations', group: 'business', access: 'user', summary: "Pending invitations to the caller's verified address", response: z.array(S.Invitation) }),
  invitationAccept: route({ method: 'POST', path: '/user/invitations/{id}/accept', group: 'business', access: 'user', summary: 'Accept an invitation: join the business with the invited role', params: S.IdParams, response: S.BusinessTile }),
  invitationDecline: route({ method: 'POST', path: '/user/invitations/{id}/decline', group: 'business', access: 'user', summary: 'Decline an invitation', params: S.IdParams, response: S.Ok }),
} as const;
