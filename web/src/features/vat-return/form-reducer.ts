import type { VatFigures } from '@bk/contract';
import { FiguresEntryMethod, VAT_BOXES, type VatBox } from '@bk/domain';
import type * as z from 'zod';
import {
  blankValues,
  EDITABLE_BOXES,
  poundsToBoxText,
  sanitiseBox,
  type DeclarationId,
  type EditableBox,
  type EntryMethodId,
  type ModeId,
  type ReturnForm,
} from './return-form';

/**
 * How the Submit VAT Return form changes (SPEC §4 VAT mode, §5 VAT spreadsheet import): the mode,
 * the scheme, figures from the ledger, typed or imported, cell references, the declaration.
 */
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
      const read = {
        ...imported,
        cells: { ...imported.cells, [box]: action.ref },
        cellErrors,
        readCells: { ...imported.readCells, [box]: action.ref },
      };
      const next: ReturnForm = {
        ...form,
        imported: read,
        methods: { ...form.methods, [box]: FiguresEntryMethod.IMPORTED },
      };
      if (box === 'totalVatDue' || box === 'netVatDue') {
        return { ...next, imported: { ...read, sheetTotals: { ...imported.sheetTotals, [box]: result.value } } };
      }
      return { ...next, values: { ...form.values, [box]: poundsToBoxText(box, result.value) } };
    }
    case 'declaration':
      return { ...form, declaration: action.declaration };
  }
}
