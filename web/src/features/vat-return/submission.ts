import type { VatReturnSubmission } from '@bk/contract';
import {
  FiguresEntryMethod,
  isFlatRatePercent,
  parsePounds,
  VAT_BOXES,
  vatBoxesToPounds,
  VatMode,
  VatScheme,
  type VatBox,
} from '@bk/domain';
import type * as z from 'zod';
import {
  boxesOf,
  EDITABLE_BOXES,
  FORM_MESSAGES,
  poundsToBoxText,
  type EditableBox,
  type EntryMethodId,
  type ReturnForm,
} from './return-form';

/* What the Submit VAT Return form checks before the review, and the request it sends (SPEC §5, §7). */

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
  const figures = vatBoxesToPounds(boxesOf(form));
  const sheet = form.mode === VatMode.BRIDGING ? form.imported : null;
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
    importSource: sheet ? { fileName: sheet.fileName, sheetName: sheet.sheetName } : null,
    idempotencyKey,
  };
}
