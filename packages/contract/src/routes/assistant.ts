import { route } from '../define';
import * as S from '../schemas';

/**
 * The help assistant (decision 0065). `user` access so help answers work before a
 * business exists; questions about the books use the business of the caller's session and check
 * the caller's role for it by hand, as `business` routes do. 404 while FEATURE_AISHA is off;
 * 429 past the per-user limit. It only reads, so a support session may ask too.
 */
// One line per route reads as the table it is.
// prettier-ignore
export const assistantRoutes = {
  assistantAsk: route({ method: 'POST', path: '/aisha/ask', group: 'assistant', access: 'user', summary: 'Ask the help assistant a question', body: S.AssistantAsk, response: S.AssistantAnswer, maxBodyBytes: 4096, support: 'allow' }),
} as const;
