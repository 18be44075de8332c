import type { FiguresEntryMethod, VatMode } from '@bk/domain';
import {
  completeVatBoxes,
  moneyInputToPence,
  negatePence,
  pence,
  penceToInputText,
  roundHalfUp,
  sanitiseMoneyInput,
  VAT_BOX_NUMBER,
  VAT_BOXES,
  type Pence,
  type VatBox,
  type VatBoxes,
} from '@bk/domain';

/**
 * The Submit VAT Return form as plain data (SPEC §2 Submit VAT Return, §4 VAT mode, §5 VAT return
 * on confirm): what the person typed stays text until it is sent; boxes 3 and 5 are always worked
 * out from the others; each box remembers where its figure came from. How it changes is
 * `form-reducer.ts`; what is checked and sent is `submission.ts`.
 */

export type EditableBox = Exclude<VatBox, 'totalVatDue' | 'netVatDue'>;
/** Boxes 1, 2, 4, 6, 7, 8, 9: the ones a person (or the ledger, or a sheet) fills. */
export const EDITABLE_BOXES = VAT_BOXES.filter((b): b is EditableBox => b !== 'totalVatDue' && b !== 'netVatDue');
/** Boxes 6-9: whole pounds (SPEC §5). */
export const WHOLE_POUND_BOXES: readonly VatBox[] = VAT_BOXES.slice(5);
export const isWholePounds = (box: VatBox): boolean => WHOLE_POUND_BOXES.includes(box);

export type ModeId = (typeof VatMode)[keyof typeof VatMode];
export type DeclarationId = 1 | 2;
export type EntryMethodId = (typeof FiguresEntryMethod)[keyof typeof FiguresEntryMethod];

export const FORM_MESSAGES = {
  blank: 'Field cannot be blank',
  declaration: 'You must select a declaration before submitting this VAT Return.',
  flatRate: 'Enter a flat rate percent between 0 and 100, with at most 2 decimals',
} as const;

/** The sheet the figures were imported from, and each box's cell (bridging mode's digital link). */
export interface ImportedSheet {
  fileName: string;
  sheetName: string;
  /** Each box's cell reference as shown in its field ('' once cleared). */
  cells: Partial<Record<VatBox, string>>;
  /** A cell reference that did not read: the field is cleared and says why. */
  cellErrors: Partial<Record<VatBox, string>>;
  /** The reference each box's figure was last read from (a field re-reads only when it differs). */
  readCells: Partial<Record<VatBox, string>>;
  /** What the sheet holds for boxes 3 and 5 (pounds), to compare with the worked-out figures. */
  sheetTotals: Partial<Record<'totalVatDue' | 'netVatDue', number>>;
}

export interface ReturnForm {
  mode: ModeId;
  scheme: number;
  /** As typed; sent only for the flat rate scheme. */
  flatRatePercent: string;
  values: Record<EditableBox, string>;
  methods: Partial<Record<VatBox, EntryMethodId>>;
  declaration: DeclarationId | null;
  imported: ImportedSheet | null;
}

export const blankValues = (): Record<EditableBox, string> =>
  Object.fromEntries(EDITABLE_BOXES.map((b) => [b, ''])) as Record<EditableBox, string>;

export function initialForm(options: { mode: ModeId; scheme: number; flatRatePercent: number }): ReturnForm {
  return {
    mode: options.mode,
    scheme: options.scheme,
    flatRatePercent: String(options.flatRatePercent),
    values: blankValues(),
    methods: {},
    declaration: null,
    imported: null,
  };
}

/** A box's text as the input keeps it: money rules, and pounds only in boxes 6-9 (SPEC §5 Inputs). */
export function sanitiseBox(box: VatBox, text: string): string {
  return sanitiseMoneyInput(text, { poundsOnly: isWholePounds(box) });
}

/**
 * A figure in pounds (from the ledger or a spreadsheet) as a box's text: boxes 1, 2, 4 kept to
 * two decimals (half-up), boxes 6-9 whole pounds (truncated), SPEC §5. Exact: no float x 100.
 * @example poundsToBoxText('vatDueSales', 10.005) // '10.01'
 * @example poundsToBoxText('totalValueSalesExVAT', -99.99) // '-99'
 */
export function poundsToBoxText(box: VatBox, pounds: number): string {
  if (!Number.isFinite(pounds)) return '';
  const negative = pounds < 0;
  let text = Math.abs(pounds).toString();
  if (/e/i.test(text)) {
    // Tiny or huge: tiny ones are 0; huge ones are beyond HMRC's range and clamp like typing does.
    if (Math.abs(pounds) < 1) text = '0';
    else return sanitiseBox(box, `${negative ? '-' : ''}99999999999999`);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (isWholePounds(box)) {
    const trimmed = whole.replace(/^0+(?=\d)/, '');
    return sanitiseBox(box, `${negative && trimmed !== '0' ? '-' : ''}${trimmed}`);
  }
  const digits = BigInt(whole + fraction);
  const magnitude =
    fraction.length <= 2
      ? pence(Number(digits) * 10 ** (2 - fraction.length))
      : roundHalfUp(digits, 10n ** BigInt(fraction.length - 2));
  return penceToInputText(negative ? negatePence(magnitude) : magnitude);
}

function penceOrZero(text: string, poundsOnly: boolean): Pence {
  try {
    return moneyInputToPence(text, { poundsOnly }) ?? pence(0);
  } catch {
    return pence(0);
  }
}

/** The nine boxes in pence from what is typed; a blank or partial box counts as 0 (SPEC §5: "0 if not a number"). */
export function boxesOf(form: ReturnForm): VatBoxes {
  const seven = {} as Record<EditableBox, Pence>;
  for (const box of EDITABLE_BOXES) {
    seven[box] = penceOrZero(form.values[box], isWholePounds(box));
  }
  return completeVatBoxes(seven);
}

/** Box 3 and box 5 as input text (worked out from the other boxes). */
export function workedOut(form: ReturnForm): { totalVatDue: string; netVatDue: string } {
  const boxes = boxesOf(form);
  return { totalVatDue: penceToInputText(boxes.totalVatDue), netVatDue: penceToInputText(boxes.netVatDue) };
}

/** 'Box 1' ... 'Box 9'. */
export const boxName = (box: VatBox): string => `Box ${VAT_BOX_NUMBER[box]}`;
