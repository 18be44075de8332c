import type { VatFigures, VatReturnSubmission } from '@bk/contract';
import {
  completeVatBoxes,
  FiguresEntryMethod,
  isFlatRatePercent,
  moneyInputToPence,
  parsePounds,
  penceToInputText,
  roundHalfUp,
  sanitiseMoneyInput,
  VAT_BOX_NUMBER,
  VAT_BOXES,
  VatMode,
  VatScheme,
  type VatBox,
  type VatBoxes,
} from '@bk/domain';
import type * as z from 'zod';

/**
 * The Submit VAT Return form as plain data (SPEC §2 Submit VAT Return, §4 VAT mode, §5 VAT return
 * on confirm): what the person typed stays text until it is sent; boxes 3 and 5 are always worked
 * out from the others; each box remembers where its figure came from.
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

const blankValues = (): Record<EditableBox, string> =>
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
  const pence =
    fraction.length <= 2
      ? Number(digits) * 10 ** (2 - fraction.length)
      : roundHalfUp(digits, 10n ** BigInt(fraction.length - 2));
  return penceToInputText(negative ? -pence : pence);
}

function penceOrZero(text: string, poundsOnly: boolean): number {
  try {
    return moneyInputToPence(text, { poundsOnly }) ?? 0;
  } catch {
    return 0;
  }
}

/** The nine boxes in pence from what is typed; a blank or partial box counts as 0 (SPEC §5: "0 if not a number"). */
export function boxesOf(form: ReturnForm): VatBoxes {
  const seven = {} as Record<EditableBox, number>;
  for (const box of EDITABLE_BOXES) {
    seven[box] = penceOrZero(form.values[box], isWholePounds(box));
  }
  return completeVatBoxes(seven);
}

/** Box 3 and box 5 as shown (read-only). */
export function workedOut(form: ReturnForm): { totalVatDue: string; netVatDue: string } {
  const boxes = boxesOf(form);
  return { totalVatDue: penceToInputText(boxes.totalVatDue), netVatDue: penceToInputText(boxes.netVatDue) };
}

export type FormAction =
  | { type: 'mode'; mode: ModeId }
  | { type: 'scheme'; scheme: number }
  | { type: 'flatRate'; text: string }
  | { type: 'calculated'; figures: z.infer<typeof VatFigures> }
  | { type: 'edit'; box: EditableBox; text: string }
  | {
      type: 'imported';
      fileName: string;
      sheetName: string;
      cells: Record<VatBox, string>;
      values: Record<VatBox, number>;
    }
  | { type: 'cell'; box: VatBox; ref: string; result: { ok: true; value: number } | { ok: false; message: string } }
  | { type: 'manual'; fileName: string; sheetName: string }
  | { type: 'cellTyping'; box: VatBox; ref: string }
  | { type: 'declaration'; declaration: DeclarationId };

const FIGURE_KEYS: Record<EditableBox, 'box1' | 'box2' | 'box4' | 'box6' | 'box7' | 'box8' | 'box9'> = {
  vatDueSales: 'box1',
  vatDueAcquisitions: 'box2',
  vatReclaimedCurrPeriod: 'box4',
  totalValueSalesExVAT: 'box6',
  totalValuePurchasesExVAT: 'box7',
  totalValueGoodsSuppliedExVAT: 'box8',
  totalAcquisitionsExVAT: 'box9',
};

const allMethods = (method: EntryMethodId): Partial<Record<VatBox, EntryMethodId>> =>
  Object.fromEntries(VAT_BOXES.map((b) => [b, method]));

export function formReducer(form: ReturnForm, action: FormAction): ReturnForm {
  switch (action.type) {
    case 'mode':
      // SPEC §4 VAT mode: switching clears the figures and any imported sheet.
      if (action.mode === form.mode) return form;
      return { ...form, mode: action.mode, values: blankValues(), methods: {}, imported: null };
    case 'scheme':
      return { ...form, scheme: action.scheme };
    case 'flatRate':
      return { ...form, flatRatePercent: action.text };
    case 'calculated': {
      const values = blankValues();
      for (const box of EDITABLE_BOXES) values[box] = poundsToBoxText(box, action.figures[FIGURE_KEYS[box]]);
      return { ...form, values, methods: allMethods(FiguresEntryMethod.CALCULATED) };
    }
    case 'edit': {
      const text = sanitiseBox(action.box, action.text);
      if (text === form.values[action.box]) return form;
      return {
        ...form,
        values: { ...form.values, [action.box]: text },
        methods: { ...form.methods, [action.box]: FiguresEntryMethod.ENTERED },
      };
    }
    case 'imported': {
      const values = blankValues();
      for (const box of EDITABLE_BOXES) values[box] = poundsToBoxText(box, action.values[box]);
      return {
        ...form,
        values,
        methods: allMethods(FiguresEntryMethod.IMPORTED),
        imported: {
          fileName: action.fileName,
          sheetName: action.sheetName,
          cells: { ...action.cells },
          cellErrors: {},
          readCells: { ...action.cells },
          sheetTotals: { totalVatDue: action.values.totalVatDue, netVatDue: action.values.netVatDue },
        },
      };
    }
    case 'manual':
      // The file was read but its figures not found: the person gives each box's cell (SPEC §5).
      return {
        ...form,
        values: blankValues(),
        methods: {},
        imported: {
          fileName: action.fileName,
          sheetName: action.sheetName,
          cells: {},
          cellErrors: {},
          readCells: {},
          sheetTotals: {},
        },
      };
    case 'cellTyping': {
      if (!form.imported) return form;
      return { ...form, imported: { ...form.imported, cells: { ...form.imported.cells, [action.box]: action.ref } } };
    }
    case 'cell': {
      if (!form.imported) return form;
      const { box, result } = action;
      const imported = form.imported;
      if (!result.ok) {
        // SPEC §5: a reference that is not letters then digits, or not a numeric cell, is cleared and flagged.
        return {
          ...form,
          imported: {
            ...imported,
            cells: { ...imported.cells, [box]: '' },
            cellErrors: { ...imported.cellErrors, [box]: result.message },
            readCells: { ...imported.readCells, [box]: '' },
          },
        };
      }
      const cellErrors = { ...imported.cellErrors };
      delete cellErrors[box];
      const next: ReturnForm = {
        ...form,
        imported: {
          ...imported,
          cells: { ...imported.cells, [box]: action.ref },
          cellErrors,
          readCells: { ...imported.readCells, [box]: action.ref },
        },
        methods: { ...form.methods, [box]: FiguresEntryMethod.IMPORTED },
      };
      if (box === 'totalVatDue' || box === 'netVatDue') {
        next.imported = { ...next.imported!, sheetTotals: { ...imported.sheetTotals, [box]: result.value } };
        return next;
      }
      return { ...next, values: { ...form.values, [box]: poundsToBoxText(box, result.value) } };
    }
    case 'declaration':
      return { ...form, declaration: action.declaration };
  }
}

export type FormErrors = Partial<Record<EditableBox | 'declaration' | 'flatRatePercent', string>>;

/** SPEC §5 "VAT return (on confirm)", in the spec's words. */
export function validateForm(form: ReturnForm): FormErrors {
  const errors: FormErrors = {};
  for (const box of EDITABLE_BOXES) {
    if (!/\d/.test(form.values[box])) errors[box] = FORM_MESSAGES.blank;
  }
  if (form.scheme === VatScheme.FLAT_RATE) {
    const text = form.flatRatePercent.trim();
    if (text === '') errors.flatRatePercent = FORM_MESSAGES.blank;
    else if (!isFlatRatePercent(Number(text)) || !/^\d+(\.\d{1,2})?$/.test(text))
      errors.flatRatePercent = FORM_MESSAGES.flatRate;
  }
  if (form.declaration === null) errors.declaration = FORM_MESSAGES.declaration;
  return errors;
}

/** The flat rate percent to calculate with, or null while what is typed is not one. */
export function flatRateOf(form: ReturnForm): number | null {
  if (form.scheme !== VatScheme.FLAT_RATE) return null;
  const text = form.flatRatePercent.trim();
  const value = Number(text);
  return text !== '' && /^\d+(\.\d{1,2})?$/.test(text) && isFlatRatePercent(value) ? value : null;
}

/** Where each box came from, as sent: boxes 3 and 5 are always worked out by the product. */
export function entryMethodsOf(form: ReturnForm): Partial<Record<VatBox, EntryMethodId>> {
  const methods: Partial<Record<VatBox, EntryMethodId>> = {};
  for (const box of EDITABLE_BOXES) methods[box] = form.methods[box] ?? FiguresEntryMethod.ENTERED;
  methods.totalVatDue = FiguresEntryMethod.CALCULATED;
  methods.netVatDue = FiguresEntryMethod.CALCULATED;
  return methods;
}

/** Cell references kept with the return: only for boxes whose figure still comes from the sheet. */
export function cellReferencesOf(form: ReturnForm): Partial<Record<VatBox, string>> {
  const refs: Partial<Record<VatBox, string>> = {};
  if (form.mode !== VatMode.BRIDGING || !form.imported) return refs;
  for (const box of VAT_BOXES) {
    const ref = form.imported.cells[box]?.trim().toUpperCase() ?? '';
    const fromSheet = box === 'totalVatDue' || box === 'netVatDue' || form.methods[box] === FiguresEntryMethod.IMPORTED;
    if (fromSheet && /^[A-Z]{1,3}[1-9][0-9]{0,6}$/.test(ref)) refs[box] = ref;
  }
  return refs;
}

/** Boxes 3 and 5 as the sheet has them, when they differ from the worked-out figures. */
export function sheetTotalMismatches(form: ReturnForm): { box: 'totalVatDue' | 'netVatDue'; sheet: string }[] {
  if (!form.imported) return [];
  const boxes = boxesOf(form);
  const out: { box: 'totalVatDue' | 'netVatDue'; sheet: string }[] = [];
  for (const box of ['totalVatDue', 'netVatDue'] as const) {
    const value = form.imported.sheetTotals[box];
    if (value === undefined || !Number.isFinite(value)) continue;
    const sheet = poundsToBoxText(box, value);
    if (parsePounds(sheet) !== boxes[box]) out.push({ box, sheet });
  }
  return out;
}

export interface Period {
  periodKey: string;
  start: string;
  end: string;
  due: string;
}

/** The request body of POST hmrc/vat-return/{periodKey} (SPEC §7), figures in pounds. */
export function submissionOf(
  form: ReturnForm,
  period: Period,
  idempotencyKey: string,
): z.infer<typeof VatReturnSubmission> {
  const boxes = boxesOf(form);
  const pounds = (box: VatBox) => (isWholePounds(box) ? Math.trunc(boxes[box] / 100) || 0 : boxes[box] / 100 || 0);
  const figures = Object.fromEntries(VAT_BOXES.map((b) => [b, pounds(b)])) as Record<VatBox, number>;
  const bridging = form.mode === VatMode.BRIDGING && form.imported !== null;
  return {
    ...figures,
    scheme: form.scheme,
    flatRatePercent: flatRateOf(form),
    mode: form.mode,
    declaration: form.declaration ?? 0,
    dateFrom: period.start,
    dateTo: period.end,
    dateDue: period.due,
    figuresEntryMethod: entryMethodsOf(form),
    cellReferences: cellReferencesOf(form),
    importSource: bridging ? { fileName: form.imported!.fileName, sheetName: form.imported!.sheetName } : null,
    idempotencyKey,
  };
}

/** 'Box 1' ... 'Box 9'. */
export const boxName = (box: VatBox): string => `Box ${VAT_BOX_NUMBER[box]}`;
