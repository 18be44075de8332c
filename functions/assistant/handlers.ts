import type { HandlerMap } from '../shared/api/types';
import { ask } from './ask';

/** The help assistant's handlers (decision 0065). */
export const assistantHandlers: HandlerMap<'assistant'> = {
  assistantAsk: async ({ body }, ctx) => ask(body.question, ctx),
};
