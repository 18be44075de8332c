import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MESSAGES } from './rules';

/**
 * The zxcvbn estimator with the common and English dictionaries, loaded only through
 * `passwordStrength` (strength.ts). Levenshtein matching is off: it multiplies the time of a
 * check by up to ten, and l33t and reversed-word matching already catch the usual variants.
 */
const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
  // Past this many characters the estimate no longer changes; the rest is not looked at.
  maxLength: 256,
});

/** zxcvbn's own score and one piece of advice in words, starting lower-case after a colon. */
export function estimate(password: string, userInputs: string[]): { score: 0 | 1 | 2 | 3 | 4; advice: string } {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  const advice =
    feedback.warning === translations.warnings.userInputs
      ? PASSWORD_MESSAGES.personal
      : lowerFirst(feedback.warning ?? feedback.suggestions[0] ?? PASSWORD_MESSAGES.fallback);
  return { score, advice };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
