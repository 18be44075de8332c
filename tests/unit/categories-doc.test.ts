import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORIES_VERSION,
  CATEGORY_BOXES_TAX_YEAR,
  CATEGORY_GROUPS,
  type Category,
  SA_CATEGORIES,
  suggestVat,
  TransactionType,
  VAT_RATES,
  VAT_RATES_VERSION,
  VAT_TREATMENTS,
  vatRateById,
} from '@bk/domain';

const DOC = new URL('../../docs/categories.md', import.meta.url);

const box = (n: number | null) => (n === null ? '-' : String(n));
const cell = (s: string) => s.replace(/\|/g, '\\|');

function sign(c: Category): string {
  if (c.isNegative === true) return 'always money out';
  if (c.isNegative === false) return 'always money in';
  if (!c.saCategory) return 'as typed';
  return c.saCategory.income ? 'money in' : 'money out';
}

/** The VAT rate a new Business transaction of the category is suggested, and why (decision 0024). */
function vatSuggestion(c: Category): { rate: string; reason: string } {
  const { rateId, reason } = suggestVat({
    category: c,
    transactionTypeId: TransactionType.BUSINESS,
    isIncome: c.saCategory?.income === true,
    amount: null,
    purchasePrice: null,
  });
  return { rate: vatRateById(rateId)?.name ?? rateId, reason: reason ?? '' };
}

function notes(c: Category): string {
  const n: string[] = [];
  if (c.ignore) n.push('ignored in every total');
  if (c.capitalGoods) n.push('capital goods (flat rate scheme)');
  if (c.endDate) n.push(`until ${c.endDate}`);
  return n.join('; ');
}

/** docs/categories.md as it must read: every category with its self-assessment boxes, and the VAT rates. */
export function renderCategoriesDoc(): string {
  const lines: string[] = [
    '# Categories and VAT rates',
    '',
    '<!-- Generated from packages/domain/src/reference/categories.ts and vat-rates.ts by',
    '     tests/unit/categories-doc.test.ts. Do not edit by hand: run',
    '     `UPDATE_CATEGORIES_DOC=1 npx vitest run tests/unit/categories-doc.test.ts`. -->',
    '',
    `Reference data version: categories ${CATEGORIES_VERSION}, VAT rates ${VAT_RATES_VERSION}. Ids are stable: transactions`,
    'keep them, so a category is retired with an end date, never renamed or reused.',
    '',
    `Box numbers are those of HMRC's self-employment pages for ${CATEGORY_BOXES_TAX_YEAR}: SA103S (short) boxes 9-10`,
    'income, 11-19 allowable expenses, 20 total, 21 net profit, 22 net loss; SA103F (full) boxes 15-16 income,',
    '17-30 expenses (including disallowable amounts), 31 total, 32-45 the disallowable part of each line, 46',
    'total disallowable, 47 net profit, 48 net loss (SPEC §9). They were checked against the published',
    '2024-25 SA103S page and the SA103F line order, not against HMRC notes for every category: in',
    'particular the short form has no line for construction subcontractors and we put them with cost of',
    "goods (box 11), and equipment bought on the cash basis is entered as an 'other' expense. An accountant",
    'should confirm the mapping before it is relied on for a return.',
    '',
    'The short form has no disallowable column: disallowable categories have no SA103S box and are left out',
    "of it. Categories under 'Other' have no self-assessment line: they are not income or expenses (they move",
    'money, such as transfers, drawings and VAT paid to HMRC), are left out of the accounts and VAT figures, and',
    'are suggested the zero VAT rate.',
    '',
    "'Sign' is what an amount typed without a minus becomes (SPEC §5): a refund turns income and expense",
    "round, a minus typed on income keeps it negative, and 'always' categories ignore both.",
    '',
  ];
  for (const group of CATEGORY_GROUPS) {
    lines.push(`## ${group}`, '');
    lines.push(
      '| Category | Id | Self-assessment line | SA103S | SA103F | SA103F disallowable | Sign | Notes |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const c of CATEGORIES.filter((x) => x.group === group))
      lines.push(
        `| ${cell(c.name)} | \`${c.id}\` | ${c.saCategory ? cell(c.saCategory.name) : '-'} | ${box(c.sa103sBox)} | ${box(c.sa103fBox)} | ${box(c.disallowableBox)} | ${sign(c)} | ${notes(c)} |`,
      );
    lines.push('');
  }
  lines.push(
    '## Self-assessment lines',
    '',
    '| Line | Id | Income | SA103S | SA103F | SA103F disallowable |',
    '| --- | --- | --- | --- | --- | --- |',
    ...SA_CATEGORIES.map(
      (s) =>
        `| ${cell(s.name)} | \`${s.id}\` | ${s.income ? 'yes' : 'no'} | ${box(s.sa103sBox)} | ${box(s.sa103fBox)} | ${box(s.sa103fDisallowableBox)} |`,
    ),
    '',
    '## VAT suggestions',
    '',
    'What the VAT rate of a new Business transaction is set to when its category is chosen, and the reason shown',
    "next to the field (decision 0024). 'Treatment' is how HMRC usually treats the cost or income (VAT Notice",
    '700 and the nature of the cost); the person can always choose another rate, and that choice is kept.',
    "SPEC §5's rules come first: 'Other' categories are suggested the zero rate, Business (EU) sales the zero",
    'rate, and margin scheme sales the standard rate when there is a margin, else zero. Outside the scope and',
    'not reclaimable have no VAT rate of their own: they are suggested VAT Exempt, which likewise puts no VAT',
    'in box 1 or box 4 (but, like an exempt purchase, its value in box 6 or 7).',
    '',
    '| Category | Id | Treatment | Suggested rate | Why |',
    '| --- | --- | --- | --- | --- |',
    ...CATEGORIES.map((c) => {
      const { rate, reason } = vatSuggestion(c);
      return `| ${cell(c.name)} | \`${c.id}\` | ${VAT_TREATMENTS[c.vatTreatment].name} | ${cell(rate)} | ${cell(reason)} |`;
    }),
    '',
    '## VAT rates',
    '',
    '| Rate | Id | Percent | From | Until |',
    '| --- | --- | --- | --- | --- |',
    ...VAT_RATES.map(
      (r) => `| ${cell(r.name)} | \`${r.id}\` | ${r.vatPercent}% | ${r.startDate} | ${r.endDate ?? 'still in force'} |`,
    ),
    '',
  );
  return lines.join('\n');
}

describe('docs/categories.md', () => {
  it('lists every category with its boxes as the reference data has them', async () => {
    const file = fileURLToPath(DOC);
    const expected = await format(renderCategoriesDoc(), { ...(await resolveConfig(file)), filepath: file });
    if (process.env.UPDATE_CATEGORIES_DOC) writeFileSync(DOC, expected);
    expect(
      readFileSync(DOC, 'utf8'),
      'docs/categories.md is out of date: UPDATE_CATEGORIES_DOC=1 npx vitest run tests/unit/categories-doc.test.ts',
    ).toBe(expected);
  });
});
