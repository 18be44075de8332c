/**
 * The nine boxes of a VAT return worked out by hand (HMRC's rules: box 3 = 1 + 2,
 * box 5 = |3 - 4|, boxes 6-9 whole pounds): a debit of £1,229.50. Shared by the HMRC tests
 * that file a return and check what HMRC received.
 */
export const HAND_WORKED_RETURN = {
  vatDueSales: 1500.25,
  vatDueAcquisitions: 10.5,
  totalVatDue: 1510.75,
  vatReclaimedCurrPeriod: 281.25,
  netVatDue: 1229.5,
  totalValueSalesExVAT: 7501,
  totalValuePurchasesExVAT: 1406,
  totalValueGoodsSuppliedExVAT: 0,
  totalAcquisitionsExVAT: 52,
};
