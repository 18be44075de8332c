import type { RouteSpec } from '@bk/contract';
import { can, isBusinessRoleId, MESSAGES } from '@bk/domain';
import type { MemberItem } from '@bk/data';
import { ForbiddenError } from '../errors';
import { logger } from '../logger';
import { routedState } from './chain-state';
import { refuseInSupportSession } from './support';
import type { ApiMiddleware, BusinessContext, Caller } from './types';

/**
 * The business of the session and the caller's role in it, checked against the route's
 * permission (SPEC §6). A membership revoked since the session began is refused at once.
 */
export function authoriseBusiness(caller: Caller, member: MemberItem | null, route: RouteSpec): BusinessContext {
  const businessId = caller.session.businessId;
  if (!businessId) throw new ForbiddenError(MESSAGES.noBusinessSelected);
  if (!member || !isBusinessRoleId(member.roleId)) throw new ForbiddenError();
  if (route.permission && !can(member.roleId, route.permission)) throw new ForbiddenError();
  return { id: businessId, roleId: member.roleId };
}

/**
 * What the caller may do, after authentication and before validation and the handler: on a
 * `business` route the role policy for the route's action, then for every route the support
 * session's limit (decision 0023). Both answer 403.
 */
export const authorisation: ApiMiddleware = {
  before: (request) => {
    const s = routedState(request.context);
    if (s.route.access === 'business' && s.caller) {
      s.business = authoriseBusiness(s.caller, s.member, s.route);
      logger().appendKeys({ businessId: s.business.id });
    }
    refuseInSupportSession(s.caller, s.route);
  },
};
