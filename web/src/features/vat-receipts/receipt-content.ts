import {
  absPence,
  displayName,
  formatMoney,
  parsePounds,
  subtractPence,
  VAT_BOX_NUMBER,
  VAT_BOXES,
  VAT_DECLARATION_TEXTS,
  VAT_SCHEMES,
  VatDeclaration,
  VatMode,
  VatScheme,
  vatBoxLabels,
  type VatBox,
} from '@bk/domain';
import { formatDate, formatDateTime, formatPounds, formatWholePounds } from '../../lib/format';
import type { Receipt } from '../../lib/queries/get-receipts';

/** One labelled line of a receipt. */
export interface ReceiptLine {
  readonly label: string;
  readonly value: string;
}

/** One of the nine boxes as the receipt shows it. */
export interface ReceiptBox {
  readonly name: VatBox;
  readonly number: number;
  readonly label: string;
  readonly value: string;
  /** Bridging mode's digital link: the sheet cell the figure came from. */
  readonly cell: string | null;
}

/** Everything a receipt says, in display form: the screen and the PDF show the same content. */
export interface ReceiptContent {
  readonly title: string;
  readonly businessName: string;
  readonly details: readonly ReceiptLine[];
  readonly period: readonly ReceiptLine[];
  readonly boxes: readonly ReceiptBox[];
  /** Bridging returns: the spreadsheet the figures came from (file and sheet), else null. */
  readonly source: { readonly fileName: string; readonly sheetName: string } | null;
  readonly declaration: { readonly who: string; readonly text: string };
}

/** Boxes 6-9 are whole pounds (SPEC §9); boxes 1-5 pounds and pence; a negative keeps its minus. */
export function formatBox(name: VatBox, value: number): string {
  return VAT_BOX_NUMBER[name] >= 6 ? formatWholePounds(value) : formatPounds(value);
}

/** HMRC's payment indicator in words (DD: Direct Debit; BANK: a repayment to the bank account). */
export function paymentIndicatorText(indicator: string | null): string {
  if (indicator === 'DD') return 'DD (paid by Direct Debit)';
  if (indicator === 'BANK') return 'BANK (repayment to your bank account)';
  return indicator ?? 'None';
}

function schemeText(receipt: Receipt): string {
  const name = VAT_SCHEMES.find((s) => s.id === receipt.scheme)?.name ?? 'Standard';
  return receipt.scheme === VatScheme.FLAT_RATE && receipt.flatRatePercent !== null
    ? `${name} (${receipt.flatRatePercent}%)`
    : name;
}

const orNone = (value: string | null, none = 'None'): string => (value && value.trim() !== '' ? value : none);
/**
 * A return confirmed by reading it back from HMRC (after an answer that was lost) has no receipt
 * headers: say so rather than show a blank.
 */
export const NOT_GIVEN = 'Not given by HMRC';
const dateTime = (value: string | null): string => (value ? formatDateTime(value) : NOT_GIVEN);

/** The declaration the person made when filing (SPEC §9: two texts, business and agent). */
export function declarationOf(declaration: number): { who: string; text: string } {
  const agent = declaration === VatDeclaration.AGENT;
  return {
    who: agent ? 'Agent' : 'Business',
    text: VAT_DECLARATION_TEXTS[agent ? VatDeclaration.AGENT : VatDeclaration.BUSINESS],
  };
}

/**
 * The nine boxes with their wording for the period end date and scheme (SPEC §9 cut-off), boxes
 * 6-9 in whole pounds, and each box's cell for a bridging return.
 */
export function boxesOf(
  figures: Readonly<Record<VatBox, number>>,
  periodEnd: string,
  scheme: number,
  cells: Readonly<Partial<Record<VatBox, string>>> = {},
): ReceiptBox[] {
  const labels = vatBoxLabels(periodEnd, scheme);
  return VAT_BOXES.map((name) => ({
    name,
    number: VAT_BOX_NUMBER[name],
    label: labels[name],
    value: formatBox(name, figures[name]),
    cell: cells[name] ?? null,
  }));
}

/**
 * What the return means to pay or get back, in words: box 3 less box 4 (box 5 is its size), due
 * by the return's due date, which is also the payment deadline.
 * @example owedText({ totalVatDue: 360, vatReclaimedCurrPeriod: 0, dateDue: '2017-08-07', paymentIndicator: null }) // 'You owe £360.00 by 07/08/2017.'
 */
export function owedText(
  receipt: Pick<Receipt, 'totalVatDue' | 'vatReclaimedCurrPeriod' | 'dateDue' | 'paymentIndicator'>,
): string {
  const net = subtractPence(parsePounds(receipt.totalVatDue), parsePounds(receipt.vatReclaimedCurrPeriod));
  const amount = formatMoney(absPence(net), { sign: false });
  if (net > 0)
    return receipt.paymentIndicator === 'DD'
      ? `You owe ${amount} for this period. HMRC will collect it by Direct Debit.`
      : `You owe ${amount} by ${formatDate(receipt.dateDue)}.`;
  if (net < 0)
    return receipt.paymentIndicator === 'BANK'
      ? `HMRC owes you ${amount} for this period, to be repaid to your bank account.`
      : `HMRC owes you ${amount} for this period.`;
  return 'Nothing to pay for this period.';
}

/** What a VAT return receipt shows (SPEC §2 Receipt, §3 VAT receipt), for the screen and the PDF. */
export function receiptContent(receipt: Receipt): ReceiptContent {
  const bridging = receipt.mode === VatMode.BRIDGING;
  return {
    title: 'VAT Return Receipt',
    businessName: displayName(receipt.businessName, 'Business'),
    details: [
      { label: 'Receipt ID', value: orNone(receipt.receiptId, NOT_GIVEN) },
      { label: 'Receipt Timestamp', value: dateTime(receipt.receiptTimestamp) },
      { label: 'Processing Date', value: dateTime(receipt.processingDate) },
      { label: 'Form Bundle Number', value: orNone(receipt.formBundleNumber, NOT_GIVEN) },
      { label: 'Charge Reference', value: orNone(receipt.chargeRefNumber) },
      { label: 'Payment Indicator', value: paymentIndicatorText(receipt.paymentIndicator) },
      { label: 'Correlation ID', value: orNone(receipt.correlationId, NOT_GIVEN) },
      { label: 'VAT Registration Number', value: receipt.vrn },
      { label: 'Business Name', value: displayName(receipt.businessName, 'Business') },
      { label: 'Business Address', value: orNone(receipt.businessAddress) },
      { label: 'VAT Scheme', value: schemeText(receipt) },
      {
        label: 'Figures',
        value: bridging ? 'Bridging Mode (from a spreadsheet)' : 'Accounting Mode (from transactions)',
      },
      { label: 'Submitted By', value: receipt.submittedBy },
      ...(receipt.reconciled
        ? [
            {
              label: 'Confirmed',
              value:
                "By reading the return back from HMRC: HMRC's answer to the filing was lost, and HMRC holds this return with these figures.",
            },
          ]
        : []),
    ],
    period: [
      { label: 'Date From', value: formatDate(receipt.dateFrom) },
      { label: 'Date To', value: formatDate(receipt.dateTo) },
      { label: 'Due Date', value: formatDate(receipt.dateDue) },
      { label: 'Payment', value: owedText(receipt) },
    ],
    boxes: boxesOf(receipt, receipt.dateTo, receipt.scheme, bridging ? receipt.cellReferences : {}),
    source: bridging && receipt.importSource ? { ...receipt.importSource } : null,
    declaration: declarationOf(receipt.declaration),
  };
}

/** SPEC §9: the receipt PDF is named with the period's from and to dates. */
export function receiptPdfFileName(receipt: Pick<Receipt, 'dateFrom' | 'dateTo'>): string {
  return `vat-return-receipt-${receipt.dateFrom}-to-${receipt.dateTo}.pdf`;
}
