/**
 * How strong a new password is (decision 0055): zxcvbn's estimate of the guesses an attacker
 * needs, with the person's own details (name, e-mail address, business names) and the product's
 * name counted as words an attacker would try first. The server refuses a password scoring below
 * `PASSWORD_MIN_SCORE`; the web shows the same estimate while the password is typed.
 *
 * The dictionaries weigh about 1.6 MB, so they load on first use only (a dynamic import): the
 * web's first load does not carry them, and a function pays for them once per cold start.
 */

import {
  LABELS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  personalWords,
} from './rules';

// Only its type here: the module itself loads on demand below.
import type { Estimate } from './zxcvbn-engine';

export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  personalWords,
} from './rules';

/** A strength estimate: the score and, below the minimum, what to do about it in words. */
export interface PasswordStrength {
  /** 0 to 4. */
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** A word for the meter, so the strength is never told by colour alone. */
  readonly label: 'Very weak' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';
  /** Why the password is refused, for the field; null when it is acceptable. */
  readonly problem: string | null;
}

/** Engine loading is shared: the first call starts it, later calls wait for the same load. */
let engine: Promise<Estimate> | undefined;

/** Start loading the estimator (the web calls this on the password field's first input). */
export function preloadPasswordStrength(): Promise<Estimate> {
  engine ??= import('./zxcvbn-engine').then(({ loadEstimator }) => loadEstimator());
  return engine;
}

/**
 * The strength of a new password for a person with these details (see `personalWords`).
 * @example await passwordStrength('aaaaaaaa', ['Jo']) // { score: 0, label: 'Very weak', problem: 'Choose a stronger password: …' }
 */
export async function passwordStrength(
  password: string,
  details: readonly (string | null | undefined)[],
): Promise<PasswordStrength> {
  if (password.length > PASSWORD_MAX_LENGTH)
    return { score: 0, label: 'Very weak', problem: PASSWORD_MESSAGES.tooLong };
  const estimate = await preloadPasswordStrength();
  const result = estimate(password, personalWords(details));
  const label = LABELS[result.score];
  if (password.length < PASSWORD_MIN_LENGTH) return { score: result.score, label, problem: PASSWORD_MESSAGES.tooShort };
  if (result.score >= PASSWORD_MIN_SCORE) return { score: result.score, label, problem: null };
  return { score: result.score, label, problem: `${PASSWORD_MESSAGES.weak}: ${result.advice}` };
}
