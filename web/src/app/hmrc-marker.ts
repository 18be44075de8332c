import type { ResponseOf } from '@bk/contract';
import type { ScreenName } from '../config/routes';

export type HmrcMode = ResponseOf<'hmrcMode'>['mode'];

/**
 * The screens that talk to HMRC (or read what was sent to it): the VAT menu, the HMRC sign-in
 * and VAT number, obligations, returns and their receipts, liabilities, payments and penalties,
 * and the Income Tax screens.
 */
export const HMRC_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'Vat',
  'HmrcLogin',
  'HmrcLoginComplete',
  'SetVrn',
  'HmrcVatReturn',
  'HmrcKeyVatReturn',
  'HmrcViewVatReturn',
  'HmrcVatReturnReceiptList',
  'HmrcVatReturnReceipt',
  'HmrcObligations',
  'HmrcPayments',
  'HmrcLiabilities',
  'HmrcPenalties',
  'FinancialDetails',
  'IncomeTax',
  'IncomeTaxSettings',
  'IncomeTaxUpdate',
  'IncomeTaxReceipt',
  'IncomeTaxCalculation',
]);

/** What the marker says, by which HMRC the stage talks to; production has none. */
const MARKERS: Record<HmrcMode, { label: string; text: string } | null> = {
  sandbox: {
    label: 'Test HMRC',
    text: 'Test HMRC: returns sent here are not real and are not filed with HMRC',
  },
  local: {
    label: 'Local HMRC emulator',
    text: 'Local HMRC emulator: returns sent here are not real and are not filed with HMRC',
  },
  production: null,
};

/**
 * The always-visible marker of a screen when the stage talks to a test HMRC (its sandbox or the
 * local emulator), so nobody takes a test submission for a filed return; null in production, on
 * other screens, and while the mode is not known.
 * @example hmrcMarker('HmrcObligations', 'sandbox')?.label // 'Test HMRC'
 */
export function hmrcMarker(
  screen: ScreenName | null,
  mode: HmrcMode | undefined,
): { label: string; text: string } | null {
  if (!screen || !mode || !HMRC_SCREENS.has(screen)) return null;
  return MARKERS[mode];
}
