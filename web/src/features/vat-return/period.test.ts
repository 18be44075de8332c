import { describe, expect, it } from 'vitest';
import {
  compactToIso,
  findObligation,
  isoToCompact,
  lastOpenObligation,
  lookupRange,
  type VatObligation,
} from './period';

const ob = (periodKey: string, start: string, end: string, status: 'O' | 'F'): VatObligation => ({
  periodKey,
  start,
  end,
  due: '2017-08-07',
  status,
});

describe('VAT return periods (SPEC §2 Submit VAT Return, §4 Obligation)', () => {
  it('reads and writes the address dates as YYYYMMDD, refusing impossible dates', () => {
    expect(compactToIso('20170401')).toBe('2017-04-01');
    expect(compactToIso('20170230')).toBeNull();
    expect(compactToIso('2017041')).toBeNull();
    expect(compactToIso(undefined)).toBeNull();
    expect(isoToCompact('2017-06-30')).toBe('20170630');
  });

  it('takes the last open obligation in the list, or none', () => {
    const list = [
      ob('18A1', '2017-01-01', '2017-03-31', 'O'),
      ob('18A2', '2017-04-01', '2017-06-30', 'O'),
      ob('18A3', '2017-07-01', '2017-09-30', 'F'),
    ];
    expect(lastOpenObligation(list)?.periodKey).toBe('18A2');
    expect(lastOpenObligation([ob('18A1', '2017-01-01', '2017-03-31', 'F')])).toBeNull();
    expect(lastOpenObligation([])).toBeNull();
  });

  it('finds the period by key and, when the address has them, by its dates', () => {
    const list = [ob('18A1', '2017-01-01', '2017-03-31', 'F'), ob('18A1', '2018-01-01', '2018-03-31', 'O')];
    expect(findObligation(list, '18A1', '2018-01-01', '2018-03-31')?.status).toBe('O');
    expect(findObligation(list, '18A1', null, null)?.start).toBe('2017-01-01');
    expect(findObligation(list, '18A9', null, null)).toBeNull();
  });

  it('looks the period up by its own dates when they make sense, else the default range', () => {
    const fallback = { from: '2025-01-02', to: '2026-01-01' };
    expect(lookupRange('2017-04-01', '2017-06-30', fallback)).toEqual({ from: '2017-04-01', to: '2017-06-30' });
    expect(lookupRange('2017-06-30', '2017-04-01', fallback)).toBe(fallback);
    expect(lookupRange(null, '2017-06-30', fallback)).toBe(fallback);
  });
});
