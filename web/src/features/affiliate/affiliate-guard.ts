import { can, isBusinessRoleId } from '@bk/domain';
import { redirect } from 'react-router';
import { routeTo } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { affiliateStateQueryOptions } from '../../lib/queries/affiliate-state';
import { affiliateRedirect, type AffiliateScreen } from './affiliate-redirect';
import { activeBusinessQueryOptions } from '../../lib/session/api/get-active-business';

/**
 * The guard as a screen's prefetch, run after the app's own guards: the redirect to follow
 * (the route's loader answers it), or null to show the screen.
 */
export async function guardAffiliate(screen: AffiliateScreen): Promise<Response | null> {
  const [state, business] = await Promise.all([
    queryClient.ensureQueryData(affiliateStateQueryOptions()),
    queryClient.ensureQueryData(activeBusinessQueryOptions()),
  ]);
  const role = business?.businessRole.id;
  const mayManage = role !== undefined && isBusinessRoleId(role) && can(role, 'affiliate:manage');
  const target = affiliateRedirect(screen, state, mayManage);
  return target === null ? null : redirect(routeTo(target));
}
