import { canChange, isBusinessRoleId } from '@bk/domain';
import { useActiveBusiness } from '../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../lib/session/hooks/use-support-session';

/**
 * Whether the person may import or remove imports (the policy's import:manage; never in a support
 * session), and why not, in words the screen shows.
 */
export function useCanImport(): { canImport: boolean; reason: string | null } {
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  if (!business || !isBusinessRoleId(business.businessRole.id)) return { canImport: false, reason: null };
  if (canChange(business.businessRole.id, 'import:manage', { support })) return { canImport: true, reason: null };
  return {
    canImport: false,
    reason: support ? SUPPORT_VIEW_ONLY : 'Your role in this business can see imports but not import or remove them.',
  };
}
