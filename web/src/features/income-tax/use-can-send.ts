import { canChange, isBusinessRoleId } from '@bk/domain';
import { useActiveBusiness } from '../../lib/session/api/get-active-business';
import { useSupportSession } from '../../lib/session/hooks/use-support-session';

/** Whether the person may send updates and change the settings (policy `itsa:submit`; never in a support session). */
export function useCanSend(): boolean {
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  const role = business && isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  return role !== null && canChange(role, 'itsa:submit', { support });
}
