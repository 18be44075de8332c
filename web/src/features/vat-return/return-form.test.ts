import { FiguresEntryMethod, VatMode, VatScheme } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { forgetIdempotencyKey, idempotencyKeyFor, type KeyStore } from '../../lib/idempotency';
import { returnKeyName } from './idempotency';
import { formReducer } from './form-reducer';
import { boxesOf, FORM_MESSAGES, initialForm, poundsToBoxText, workedOut, type ReturnForm } from './return-form';
import { cellReferencesOf, entryMethodsOf, sheetTotalMismatches, submissionOf, validateForm } from './submission';

const start = (mode: 1 | 2 = VatMode.ACCOUNTING): ReturnForm =>
  initialForm({ mode, scheme: VatScheme.STANDARD, flatRatePercent: 16.5 });

const FIGURES = {
  box1: 200.5,
  box2: 0,
  box3: 200.5,
  box4: 40.25,
  box5: 160.25,
  box6: 1002,
  box7: 201,
  box8: 0,
  box9: 0,
  transactionCount: 3,
  incompleteCount: 0,
  unreconciledCount: 0,
  flatRateFirstYear: null,
  checks: [],
};

const period = { periodKey: '18A2', start: '2017-04-01', end: '2017-06-30', due: '2017-08-07' };

describe('Submit VAT Return form (SPEC §4 VAT mode, §5 VAT return on confirm)', () => {
  it('fills the boxes from the ledger as CALCULATED and works out boxes 3 and 5', () => {
    const form = formReducer(start(), { type: 'calculated', figures: FIGURES });
    expect(form.values.vatDueSales).toBe('200.50');
    expect(form.values.totalValueSalesExVAT).toBe('1002');
    expect(workedOut(form)).toEqual({ totalVatDue: '200.50', netVatDue: '160.25' });
    expect(form.methods.vatDueSales).toBe(FiguresEntryMethod.CALCULATED);
  });

  it('marks a box edited by hand ENTERED, keeps pounds only in boxes 6-9 and recomputes 3 and 5', () => {
    let form = formReducer(start(), { type: 'calculated', figures: FIGURES });
    form = formReducer(form, { type: 'edit', box: 'vatReclaimedCurrPeriod', text: '£300.999' });
    form = formReducer(form, { type: 'edit', box: 'totalValuePurchasesExVAT', text: '1,234.56' });
    expect(form.values.vatReclaimedCurrPeriod).toBe('300.99');
    expect(form.values.totalValuePurchasesExVAT).toBe('1234.');
    expect(form.methods.vatReclaimedCurrPeriod).toBe(FiguresEntryMethod.ENTERED);
    expect(form.methods.vatDueSales).toBe(FiguresEntryMethod.CALCULATED);
    // Box 5 = |200.50 - 300.99| = 100.49.
    expect(workedOut(form)).toEqual({ totalVatDue: '200.50', netVatDue: '100.49' });
  });

  it('keeps pence typed key by key after the point out of the pounds in boxes 6-9', () => {
    let form = start();
    for (const key of '2050.99')
      form = formReducer(form, {
        type: 'edit',
        box: 'totalValueSalesExVAT',
        text: form.values.totalValueSalesExVAT + key,
      });
    expect(form.values.totalValueSalesExVAT).toBe('2050.');
    expect(boxesOf(form).totalValueSalesExVAT).toBe(205000);
    expect(submissionOf(form, period, 'key').totalValueSalesExVAT).toBe(2050);
  });

  it('counts blank boxes as 0 for boxes 3 and 5 but refuses them on confirm, in the spec words', () => {
    const form = start();
    expect(boxesOf(form).netVatDue).toBe(0);
    const errors = validateForm(form);
    expect(errors.vatDueSales).toBe(FORM_MESSAGES.blank);
    expect(errors.totalAcquisitionsExVAT).toBe(FORM_MESSAGES.blank);
    expect(errors.declaration).toBe('You must select a declaration before submitting this VAT Return.');
    expect(errors.flatRatePercent).toBeUndefined();
  });

  it('needs a flat rate percent of 0-100 with at most 2 decimals for the flat rate scheme', () => {
    let form = formReducer(start(), { type: 'scheme', scheme: VatScheme.FLAT_RATE });
    form = formReducer(form, { type: 'flatRate', text: '' });
    expect(validateForm(form).flatRatePercent).toBe(FORM_MESSAGES.blank);
    expect(validateForm(formReducer(form, { type: 'flatRate', text: '100.5' })).flatRatePercent).toBe(
      FORM_MESSAGES.flatRate,
    );
    expect(validateForm(formReducer(form, { type: 'flatRate', text: '12.345' })).flatRatePercent).toBe(
      FORM_MESSAGES.flatRate,
    );
    expect(validateForm(formReducer(form, { type: 'flatRate', text: '12.35' })).flatRatePercent).toBeUndefined();
  });

  it('rounds spreadsheet figures half-up to pence in boxes 1-5 and truncates boxes 6-9', () => {
    expect(poundsToBoxText('vatDueSales', 10.005)).toBe('10.01');
    expect(poundsToBoxText('vatDueSales', -10.005)).toBe('-10.01');
    expect(poundsToBoxText('vatDueSales', 10.004)).toBe('10.00');
    expect(poundsToBoxText('vatDueSales', 7)).toBe('7.00');
    expect(poundsToBoxText('totalValueSalesExVAT', 99.99)).toBe('99');
    expect(poundsToBoxText('totalValueSalesExVAT', -99.99)).toBe('-99');
    expect(poundsToBoxText('totalValueSalesExVAT', -0.5)).toBe('0');
    expect(poundsToBoxText('vatDueSales', 1e-9)).toBe('0.00');
  });

  it('imports a sheet (IMPORTED, with cells), re-reads a cell, clears a bad one, and switching mode clears it all', () => {
    let form = start(VatMode.BRIDGING);
    const cells = {
      vatDueSales: 'B2',
      vatDueAcquisitions: 'B3',
      totalVatDue: 'B4',
      vatReclaimedCurrPeriod: 'B5',
      netVatDue: 'B6',
      totalValueSalesExVAT: 'B7',
      totalValuePurchasesExVAT: 'B8',
      totalValueGoodsSuppliedExVAT: 'B9',
      totalAcquisitionsExVAT: 'B10',
    };
    const values = {
      vatDueSales: 100,
      vatDueAcquisitions: 0,
      totalVatDue: 100,
      vatReclaimedCurrPeriod: 20,
      netVatDue: 80,
      totalValueSalesExVAT: 500,
      totalValuePurchasesExVAT: 100,
      totalValueGoodsSuppliedExVAT: 0,
      totalAcquisitionsExVAT: 0,
    };
    form = formReducer(form, { type: 'imported', fileName: 'vat.xlsx', sheetName: 'VAT', cells, values });
    expect(form.methods.vatDueSales).toBe(FiguresEntryMethod.IMPORTED);
    expect(sheetTotalMismatches(form)).toEqual([]);
    form = formReducer(form, { type: 'cell', box: 'vatDueSales', ref: 'C2', result: { ok: true, value: 110 } });
    expect(form.values.vatDueSales).toBe('110.00');
    // The sheet's box 3 (100) and box 5 (80) no longer match box 1 + box 2 (110) and |110 - 20| (90).
    expect(sheetTotalMismatches(form)).toEqual([
      { box: 'totalVatDue', sheet: '100.00' },
      { box: 'netVatDue', sheet: '80.00' },
    ]);
    form = formReducer(form, {
      type: 'cell',
      box: 'vatDueAcquisitions',
      ref: 'Z9',
      result: { ok: false, message: 'No number in Z9' },
    });
    expect(form.imported?.cells.vatDueAcquisitions).toBe('');
    expect(form.imported?.cellErrors.vatDueAcquisitions).toBe('No number in Z9');
    form = formReducer(form, { type: 'edit', box: 'totalValueSalesExVAT', text: '600' });
    const refs = cellReferencesOf(form);
    expect(refs.vatDueSales).toBe('C2');
    expect(refs.vatDueAcquisitions).toBeUndefined();
    expect(refs.totalValueSalesExVAT).toBeUndefined(); // entered by hand: no longer the sheet's figure
    expect(entryMethodsOf(form).totalValueSalesExVAT).toBe(FiguresEntryMethod.ENTERED);

    const key = 'abcdefabcdefabcdef';
    const body = submissionOf(formReducer(form, { type: 'declaration', declaration: 1 }), period, key);
    expect(body).toMatchObject({
      vatDueSales: 110,
      totalVatDue: 110,
      netVatDue: 90,
      totalValueSalesExVAT: 600,
      mode: VatMode.BRIDGING,
      declaration: 1,
      dateFrom: '2017-04-01',
      dateDue: '2017-08-07',
      importSource: { fileName: 'vat.xlsx', sheetName: 'VAT' },
      idempotencyKey: key,
      flatRatePercent: null,
    });

    const switched = formReducer(form, { type: 'mode', mode: VatMode.ACCOUNTING });
    expect(switched.imported).toBeNull();
    expect(switched.values.vatDueSales).toBe('');
    expect(switched.methods).toEqual({});
  });
});

describe('idempotency key per return (SPEC §4 VAT submission flow)', () => {
  it('is made once per business and period, reused until forgotten', () => {
    const map = new Map<string, string>();
    const store: KeyStore = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
    const first = idempotencyKeyFor(store, returnKeyName('b1', '18A2'));
    expect(first).toMatch(/^[A-Za-z0-9-]{16,100}$/);
    expect(idempotencyKeyFor(store, returnKeyName('b1', '18A2'))).toBe(first);
    expect(idempotencyKeyFor(store, returnKeyName('b1', '18A3'))).not.toBe(first);
    expect(idempotencyKeyFor(store, returnKeyName('b2', '18A2'))).not.toBe(first);
    forgetIdempotencyKey(store, returnKeyName('b1', '18A2'));
    expect(idempotencyKeyFor(store, returnKeyName('b1', '18A2'))).not.toBe(first);
  });
});
