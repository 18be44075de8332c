/**
 * HMRC's words on a return: the box labels (with the cut-off for the older wording and the flat
 * rate variant of box 6), the declarations, and when the bridging display opens (SPEC §9).
 */
import { VatScheme } from '../vat-schemes';
import type { VatBox } from './boxes';

/** SPEC §9: returns for periods ending before this day use the older "EC Member States" wording. */
export const VAT_WORDING_CUT_OFF = '2021-04-08';

const LABELS: Record<VatBox, string> = {
  vatDueSales: 'VAT due in the period on sales and other outputs',
  vatDueAcquisitions: 'VAT due in the period on acquisitions of goods made in Northern Ireland from EU Member States',
  totalVatDue: 'Total VAT due (the sum of boxes 1 and 2)',
  vatReclaimedCurrPeriod:
    'VAT reclaimed in the period on purchases and other inputs (including acquisitions in Northern Ireland from EU Member States)',
  netVatDue: 'Net VAT to pay to HMRC or reclaim (the difference between boxes 3 and 4)',
  totalValueSalesExVAT: 'Total value of sales and all other outputs excluding any VAT. Include your box 8 figure',
  totalValuePurchasesExVAT:
    'Total value of purchases and all other inputs excluding any VAT. Include your box 9 figure',
  totalValueGoodsSuppliedExVAT:
    'Total value of dispatches of goods and related costs (excluding VAT) from Northern Ireland to EU Member States',
  totalAcquisitionsExVAT:
    'Total value of acquisitions of goods and related costs (excluding VAT) made in Northern Ireland from EU Member States',
};

/** The older wording (periods ending before 2021-04-08) of boxes 2, 4, 8 and 9. */
const EC_LABELS: Pick<
  Record<VatBox, string>,
  'vatDueAcquisitions' | 'vatReclaimedCurrPeriod' | 'totalValueGoodsSuppliedExVAT' | 'totalAcquisitionsExVAT'
> = {
  vatDueAcquisitions: 'VAT due in the period on acquisitions from other EC Member States',
  vatReclaimedCurrPeriod:
    'VAT reclaimed in the period on purchases and other inputs (including acquisitions from the EC)',
  totalValueGoodsSuppliedExVAT:
    'Total value of all supplies of goods and related costs, excluding any VAT, to other EC Member States',
  totalAcquisitionsExVAT:
    'Total value of all acquisitions of goods and related costs, excluding any VAT, from other EC Member States',
};

/** Box 6 under the flat rate scheme: the flat rate turnover, which includes VAT. */
const FLAT_RATE_BOX_6 =
  'Total value of sales and all other outputs including VAT (your flat rate turnover). Include your box 8 figure';

/** Box labels for a period end date (cut-off 2021-04-08) and scheme (flat-rate variant of box 6). */
export function vatBoxLabels(periodEnd: string, scheme: number): Record<VatBox, string> {
  const labels: Record<VatBox, string> = { ...LABELS };
  if (periodEnd < VAT_WORDING_CUT_OFF) Object.assign(labels, EC_LABELS);
  if (scheme === VatScheme.FLAT_RATE) labels.totalValueSalesExVAT = FLAT_RATE_BOX_6;
  return labels;
}

/** HMRC's declarations (SPEC §9): business legal declaration (1), agent declaration (2). */
export const VAT_DECLARATION_TEXTS: Record<1 | 2, string> = {
  1: 'When you submit this VAT information you are making a legal declaration that the information is true and complete. A false declaration can result in prosecution.',
  2: 'I confirm that my client has received a copy of the information contained in this return and approved the information as being correct and complete to the best of their knowledge and belief.',
};

/** SPEC §9: bridging display from 2022-08-25 15:00 UK time (British Summer Time, so 14:00 UTC). */
export const BRIDGING_AVAILABLE_FROM = new Date(Date.UTC(2022, 7, 25, 14, 0, 0));

export function isBridgingAvailable(now: Date): boolean {
  return now.getTime() >= BRIDGING_AVAILABLE_FROM.getTime();
}
