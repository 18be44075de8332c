/**
 * Income Tax identifiers of test users (reference hmrc-itsa §1.6, §9.1): the NINO, validated as the
 * MTD APIs do (HMRC's NinoValidation regex: allowed prefix letters, no BG, GB, KN, NK, NT, TN or
 * ZZ prefix, six digits, suffix A to D), the MTD Income Tax ID and a business ID.
 *
 * @example isValidNino('AE123456C') // true
 * @example isValidNino('GB123456A') // false: a prefix HMRC never issues
 */
import { randomInt } from 'node:crypto';

const NINO =
  /^([ACEHJLMOPRSWXY][A-CEGHJ-NPR-TW-Z]|B[A-CEHJ-NPR-TW-Z]|G[ACEGHJ-NPR-TW-Z]|[KT][A-CEGHJ-MPR-TW-Z]|N[A-CEGHJL-NPR-SW-Z]|Z[A-CEGHJ-NPR-TW-Y])[0-9]{6}[A-D]$/;

/** `^X[A-Z0-9]{1}IS[0-9]{11}$` ([SE:5.0/common/pathParameters.yaml]). */
export const BUSINESS_ID = /^X[A-Z0-9]IS[0-9]{11}$/;

export const isValidNino = (nino: string): boolean => NINO.test(nino);

const digits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = (): string => LETTERS[randomInt(LETTERS.length)] ?? 'A';

/** A new valid NINO, not one of `taken`. */
export function generateNino(taken: (nino: string) => boolean): string {
  for (;;) {
    const nino = `${letter()}${letter()}${digits(6)}${'ABCD'[randomInt(4)] ?? 'A'}`;
    if (isValidNino(nino) && !taken(nino)) return nino;
  }
}

/** An MTD Income Tax ID like HMRC's test users' (`XJIT00000328268`). */
export const generateMtdItId = (): string => `X${letter()}IT${digits(11)}`;

/** A self-employment business ID (`XAIS12345678910` style). */
export const generateBusinessId = (): string => `X${letter()}IS${digits(11)}`;
