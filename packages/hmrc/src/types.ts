/** HMRC's VAT (MTD) API 1.0 payloads (reference README §4; OAS schemas), as the client returns them. */

export interface ObligationQuery {
  from?: string | undefined;
  to?: string | undefined;
  /** `O` open, `F` fulfilled; omitted for both. */
  status?: 'O' | 'F' | undefined;
}

export interface Obligation {
  periodKey: string;
  start: string;
  end: string;
  due: string;
  status: 'O' | 'F';
  received?: string;
}

export interface Liability {
  taxPeriod?: { from: string; to: string };
  type: string;
  originalAmount: number;
  outstandingAmount?: number;
  due?: string;
}

export interface Payment {
  amount: number;
  received?: string;
}

/** HMRC's penalties document (README §4.6); `{}` when there are none. Kept as HMRC sends it. */
export type Penalties = Record<string, unknown>;
/** HMRC's financial details document (README §4.7). */
export type FinancialDetails = Record<string, unknown>;

/** The nine boxes and the period key, as HMRC returns a submitted return. */
export interface VatReturn {
  periodKey: string;
  vatDueSales: number;
  vatDueAcquisitions: number;
  totalVatDue: number;
  vatReclaimedCurrPeriod: number;
  netVatDue: number;
  totalValueSalesExVAT: number;
  totalValuePurchasesExVAT: number;
  totalValueGoodsSuppliedExVAT: number;
  totalAcquisitionsExVAT: number;
}

export interface VatReturnBody extends VatReturn {
  finalised: boolean;
}

export interface SubmitReturnResult {
  processingDate: string;
  formBundleNumber: string;
  paymentIndicator: string | null;
  chargeRefNumber: string | null;
  receiptId: string | null;
  receiptTimestamp: string | null;
  correlationId: string | null;
}

/** Check a UK VAT number (README §11), as the product's VRN check result needs it. */
export interface CheckVrnResult {
  validVrn: boolean;
  name: string | null;
  address: { line1: string | null; postcode: string | null } | null;
}
