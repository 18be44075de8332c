import { useUser } from '../api/get-user';

/** What a screen says where a support session sees a control it may not use. */
export const SUPPORT_VIEW_ONLY =
  'This is a support session: support staff can see this but not change it. Only the account holder can.';

/**
 * Whether support staff are signed in with the user's support token. Such a session may read
 * everything and change nothing (decision 0023): the API refuses the changes, and screens that
 * hide controls by role hide them here too, with `canChange` from the policy table.
 */
export function useSupportSession(): boolean {
  return useUser().data?.supportSession ?? false;
}
