import type { AssistantAnswer } from '@bk/contract';
import type { UserRequestContext } from '../shared/api/types';
import { config } from '../shared/config';
import { NotFoundError } from '../shared/errors';
import { logger } from '../shared/logger';
import { answerFromPassages, notCovered } from './help-answer';
import { answerIntent, sessionScope } from './intent-answers';
import { matchIntent } from './intents';
import { takeQuestionSlot } from './rate-limit';

/** With the assistant switched off (FEATURE_AISHA) asking does not exist for anyone: 404. */
export function requireFeature(): void {
  if (!config().FEATURE_AISHA) throw new NotFoundError();
}

/**
 * The deterministic engine (decision 0065): an intent over the books when the question asks one,
 * else the help corpus's best passages, else "I can't help with that".
 */
export async function askDeterministic(question: string, ctx: UserRequestContext): Promise<AssistantAnswer> {
  const intent = matchIntent(question);
  if (intent) return answerIntent(intent, await sessionScope(ctx.caller), ctx.now);
  // The corpus and its index load on the first help question, not at the cold start (they grow
  // with the help; a question about the books never needs them).
  const { answerFromHelp } = await import('@bk/help');
  const help = answerFromHelp(question);
  return help.covered ? answerFromPassages(help.passages) : notCovered();
}

/**
 * `POST aisha/ask`: one question, counted against the caller's limits, answered by the stage's
 * engine. Only counts are logged (never the question, the answer or who asked beyond the chain's
 * own request line).
 */
export async function ask(question: string, ctx: UserRequestContext): Promise<AssistantAnswer> {
  requireFeature();
  await takeQuestionSlot(ctx.caller.user.id, ctx.now);
  const started = Date.now();
  const modelId = config().ASSISTANT_BEDROCK_MODEL_ID;
  const engine = modelId ? 'bedrock' : 'deterministic';
  const answer = modelId
    ? await (await import('./bedrock')).askBedrock(question, ctx, modelId)
    : await askDeterministic(question, ctx);
  logger().info('assistant answered', {
    questionLength: question.length,
    engine,
    kind: answer.kind,
    citations: answer.citations.length,
    latencyMs: Date.now() - started,
  });
  return answer;
}
