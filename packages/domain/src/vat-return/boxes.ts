/**
 * The nine boxes of a VAT return by HMRC's names, their numbers, and how boxes 3 and 5 follow from
 * the others (SPEC §3 "VAT enumerations" and "VAT return"). All money is integer pence; boxes 6-9
 * are whole pounds, kept as pence that are multiples of 100.
 */
import { absPence, addPence, subtractPence, type Pence } from '../money';

export const VatMode = { ACCOUNTING: 1, BRIDGING: 2 } as const;
export const VatDeclaration = { BUSINESS: 1, AGENT: 2 } as const;
/** SPEC §3: the numeric values as given (calculated 1, imported 2, entered 3). */
export const FiguresEntryMethod = { CALCULATED: 1, IMPORTED: 2, ENTERED: 3 } as const;

/** HMRC's names, box 1..9 in order. */
export const VAT_BOXES = [
  'vatDueSales',
  'vatDueAcquisitions',
  'totalVatDue',
  'vatReclaimedCurrPeriod',
  'netVatDue',
  'totalValueSalesExVAT',
  'totalValuePurchasesExVAT',
  'totalValueGoodsSuppliedExVAT',
  'totalAcquisitionsExVAT',
] as const;
export type VatBox = (typeof VAT_BOXES)[number];

export const VAT_BOX_NUMBER: Record<VatBox, number> = {
  vatDueSales: 1,
  vatDueAcquisitions: 2,
  totalVatDue: 3,
  vatReclaimedCurrPeriod: 4,
  netVatDue: 5,
  totalValueSalesExVAT: 6,
  totalValuePurchasesExVAT: 7,
  totalValueGoodsSuppliedExVAT: 8,
  totalAcquisitionsExVAT: 9,
};

/** Boxes 6-9: whole pounds. */
export const WHOLE_POUND_BOXES: readonly VatBox[] = VAT_BOXES.slice(5);

/** All nine boxes in integer pence; boxes 6-9 are whole pounds (multiples of 100). */
export type VatBoxes = Record<VatBox, Pence>;

/** Box 3 = 1 + 2; box 5 = |3 - 4| (pence), from the seven entered boxes. */
export function completeVatBoxes(seven: Omit<VatBoxes, 'totalVatDue' | 'netVatDue'>): VatBoxes {
  const totalVatDue = addPence(seven.vatDueSales, seven.vatDueAcquisitions);
  return {
    vatDueSales: seven.vatDueSales,
    vatDueAcquisitions: seven.vatDueAcquisitions,
    totalVatDue,
    vatReclaimedCurrPeriod: seven.vatReclaimedCurrPeriod,
    netVatDue: absPence(subtractPence(totalVatDue, seven.vatReclaimedCurrPeriod)),
    totalValueSalesExVAT: seven.totalValueSalesExVAT,
    totalValuePurchasesExVAT: seven.totalValuePurchasesExVAT,
    totalValueGoodsSuppliedExVAT: seven.totalValueGoodsSuppliedExVAT,
    totalAcquisitionsExVAT: seven.totalAcquisitionsExVAT,
  };
}
