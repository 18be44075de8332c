import { describe, expect, it } from 'vitest';
import { pence as p } from '@bk/domain';
import { rowAmounts } from './row-amounts';

const base = { gross: '', net: '', calc: 'net' as const, purchasePrice: null, vatPercent: 20, marginIncome: false };

describe('the edit row amounts (SPEC §4 Net/gross, §5)', () => {
  it('works the net out from the gross, half up (the £2.01 at 20% case)', () => {
    expect(rowAmounts({ ...base, gross: '2.01' })).toEqual({
      gross: 201,
      net: 168,
      grossText: '2.01',
      netText: '1.68',
      vat: 33,
    });
  });
  it('works the gross out from the net', () => {
    const shown = rowAmounts({ ...base, calc: 'gross', net: '1.68' });
    expect(shown).toMatchObject({ gross: 202, grossText: '2.02', netText: '1.68', vat: 34 });
  });
  it('works margin scheme income out on the margin', () => {
    const shown = rowAmounts({ ...base, gross: '20.50', purchasePrice: p(1000), marginIncome: true });
    expect(shown).toMatchObject({ net: 1875, vat: 175 });
  });
  it('shows nothing worked out while a box holds no number', () => {
    expect(rowAmounts({ ...base, gross: '-' })).toMatchObject({ gross: null, net: null, netText: '', vat: null });
    expect(rowAmounts({ ...base, calc: null, gross: '12', net: '' })).toMatchObject({ net: null, vat: null });
  });
});
