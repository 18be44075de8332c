import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseExactJson, JsonNumber } from './json/exact-json';
import { compareDecimal, decimal, isWhole, parseDecimal } from './json/decimal';

/** The reference pack beside the repository (../shared), as on developers' machines and in CI. */
const REFERENCE = new URL('../../../../shared/reference/hmrc/', import.meta.url);

const COPIES: [string, string][] = [
  ['obligations-quarterly.json', 'vat-api/examples/ObligationsQuarterly.json'],
  ['obligations-monthly.json', 'vat-api/examples/ObligationsMonthly.json'],
  ['submit-vat-return.json', 'vat-api/examples/SubmitVatReturn.json'],
  ['submit-vat-return-hash.json', 'vat-api/examples/SubmitVatReturnHash.json'],
  ['get-vat-return-decimals.json', 'vat-api/examples/GetVatReturnDecimals.json'],
  ['get-vat-return-hash.json', 'vat-api/examples/GetVatReturnHash.json'],
  ['submit-vat-return-response.json', 'vat-api/examples/SubmitVatReturnResponse.json'],
  ['liabilities.json', 'vat-api/examples/Liabilities.json'],
  ['payments.json', 'vat-api/examples/Payments.json'],
  ['penalties.json', 'vat-api/examples/penalties/Penalties.json'],
  ['penalties-none.json', 'vat-api/examples/penalties/PenaltiesNone.json'],
  ['financial-details.json', 'vat-api/examples/penalties/FinancialDetails.json'],
  ['create-organisation-response.json', 'create-test-user/examples/create-organisation-response.json'],
  ['check-vat-number-vrns.csv', 'check-vat-number/test-data/vrn.csv'],
];

describe('fixtures are unmodified copies of HMRC examples', () => {
  it.runIf(existsSync(REFERENCE)).each(COPIES)('%s = reference %s', (copy, original) => {
    const ours = readFileSync(new URL(`./fixtures/${copy}`, import.meta.url), 'utf8');
    expect(ours).toBe(readFileSync(new URL(original, REFERENCE), 'utf8'));
  });
});

describe('exact JSON numbers and decimals', () => {
  it('keeps the number as written', () => {
    const parsed = parseExactJson('{"a": 1.100, "b": [-0.5e1, true, null, "x\\"y"]}') as Record<string, unknown>;
    expect((parsed.a as JsonNumber).text).toBe('1.100');
    expect(parsed.b).toEqual([new JsonNumber('-0.5e1'), true, null, 'x"y']);
  });

  it.each(['{', '{"a":}', '[1,]', '01', '{"a":1} x', ''])('rejects %j', (text) => {
    expect(() => parseExactJson(text)).toThrow();
  });

  it('compares exactly and knows scale', () => {
    expect(parseDecimal('1.100')).toEqual({ unscaled: 1100n, scale: 3 });
    expect(compareDecimal(decimal('0.30'), decimal('0.3'))).toBe(0);
    expect(compareDecimal(decimal('-1e2'), decimal('-99.99'))).toBe(-1);
    expect(isWhole(decimal('500.00'))).toBe(true);
    expect(isWhole(decimal('500.5'))).toBe(false);
  });
});
