import { PASSWORD_MESSAGES } from './rules';

/** zxcvbn's own score and one piece of advice in words, starting lower-case after a colon. */
export type Estimate = (password: string, userInputs: string[]) => { score: 0 | 1 | 2 | 3 | 4; advice: string };

/**
 * The zxcvbn estimator with the common and English dictionaries, loaded only through
 * `passwordStrength` (strength.ts). Levenshtein matching is off: it multiplies the time of a
 * check by up to ten, and l33t and reversed-word matching already catch the usual variants.
 *
 * The packages are imported here, when the estimator is first needed, not at the top of the
 * module: the user Lambda installs them beside its bundle instead of bundling their 1.6 MB, and
 * esbuild hoists a static import of such a package to the top of the bundle, where it would load
 * the dictionaries at every cold start (decision 0058). The browser's meter loads the same
 * packages, so both score with the same words.
 */
export async function loadEstimator(): Promise<Estimate> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const { translations } = english;
  const zxcvbn = new ZxcvbnFactory({
    translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    // Past this many characters the estimate no longer changes; the rest is not looked at.
    maxLength: 256,
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    const advice =
      feedback.warning === translations.warnings.userInputs
        ? PASSWORD_MESSAGES.personal
        : lowerFirst(feedback.warning ?? feedback.suggestions[0] ?? PASSWORD_MESSAGES.fallback);
    return { score, advice };
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
