import type { AssistantAnswer } from '@bk/contract';
import { businessRepository } from '@bk/data';
import { can, isBusinessRoleId, type Action, type BusinessRoleId } from '@bk/domain';
import type { Caller } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { ForbiddenError } from '../shared/errors';
import { categorySpendAnswer, nextDeadlineAnswer, uncategorisedAnswer, vatOwedAnswer } from './figures';
import { INTENT_ACTIONS, type Intent } from './intents';
import { APP_LINKS, ASSISTANT_MESSAGES } from './messages';

/** The business an intent reads and what the caller's role there may do. */
export interface IntentScope {
  readonly businessId: string;
  readonly roleId: BusinessRoleId;
  readonly may: (action: Action) => boolean;
}

/**
 * The business of the caller's session and their role in it, as the chain finds them for a
 * `business` route (functions/shared/api/authorise.ts): never from the request. Null with no
 * business chosen; 403 when the caller is not, or no longer, a member of it.
 */
export async function sessionScope(caller: Caller): Promise<IntentScope | null> {
  const businessId = caller.session.businessId;
  if (!businessId) return null;
  const member = await businessRepository(getDb()).getMembership(businessId, caller.user.id);
  if (!member || !isBusinessRoleId(member.roleId)) throw new ForbiddenError();
  const roleId = member.roleId;
  return { businessId, roleId, may: (action) => can(roleId, action) };
}

/** How each intent reads its answer; a test gives others to prove the guard stops before reading. */
export interface IntentReaders {
  vatOwed: (businessId: string) => Promise<AssistantAnswer>;
  nextDeadline: (businessId: string) => Promise<AssistantAnswer>;
  uncategorisedCount: (businessId: string) => Promise<AssistantAnswer>;
  categorySpend: (
    businessId: string,
    intent: Extract<Intent, { name: 'categorySpend' }>,
    now: Date,
  ) => Promise<AssistantAnswer>;
}

export const INTENT_READERS: IntentReaders = {
  vatOwed: vatOwedAnswer,
  nextDeadline: nextDeadlineAnswer,
  uncategorisedCount: uncategorisedAnswer,
  categorySpend: categorySpendAnswer,
};

/**
 * An intent's answer, only with the caller's permissions for the session's business (never more):
 * no business chosen says to choose one; a role without the intent's action (INTENT_ACTIONS, the
 * action of the API route that shows the figure) is refused in words naming both, before anything
 * of the books is read.
 */
export async function answerIntent(
  intent: Intent,
  scope: IntentScope | null,
  now: Date,
  readers: IntentReaders = INTENT_READERS,
): Promise<AssistantAnswer> {
  if (!scope)
    return {
      kind: 'refused',
      text: ASSISTANT_MESSAGES.chooseBusiness,
      citations: [],
      actions: [APP_LINKS.selectBusiness],
    };
  const action = INTENT_ACTIONS[intent.name];
  if (!scope.may(action))
    return { kind: 'refused', text: ASSISTANT_MESSAGES.refused(scope.roleId, action), citations: [], actions: [] };
  switch (intent.name) {
    case 'categorySpend':
      return readers.categorySpend(scope.businessId, intent, now);
    default:
      return readers[intent.name](scope.businessId);
  }
}
