/**
 * VRNs as HMRC's test-user service makes them ([TU-GEN]): 7 digits and 2 check digits, weights
 * 8..2 over the first 7, check = |(sum mod 97) - 97|; validation also accepts the "+55" variant.
 *
 * @example isValidVrn('666000754') // true
 */
import { randomInt } from 'node:crypto';

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2];

const weightedSum = (digits: string): number => WEIGHTS.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);

export function checkDigits(first7: string, offset = 0): string {
  return String(Math.abs(((weightedSum(first7) + offset) % 97) - 97)).padStart(2, '0');
}

export function isValidVrn(vrn: string): boolean {
  if (!/^\d{9}$/.test(vrn)) return false;
  const first7 = vrn.slice(0, 7);
  const check = vrn.slice(7);
  return check === checkDigits(first7) || check === checkDigits(first7, 55);
}

/** A new valid VRN starting 666 (as HMRC's test VRNs do), not one of `taken`. */
export function generateVrn(taken: (vrn: string) => boolean): string {
  for (;;) {
    const first7 = `666${String(randomInt(10_000)).padStart(4, '0')}`;
    const vrn = `${first7}${checkDigits(first7)}`;
    if (!taken(vrn)) return vrn;
  }
}
