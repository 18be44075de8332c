import { describe, expect, it } from 'vitest';
import { pence as p } from './money';
import { CATEGORIES, categoryById, type Category } from './categories';
import { suggestVat, suggestVatRateId, transactionNetAndVat } from './transaction-rules';
import { TransactionType } from './transaction-types';
import { computeVatFigures } from './vat-return';
import { vatPercentOf } from './vat-rates';
import { VatScheme } from './vat-schemes';

const { BUSINESS, BUSINESS_EU, MARGIN_SCHEME } = TransactionType;

/**
 * The rate a new Business transaction of each category is suggested, and the reason shown next to the
 * VAT rate field. Written out by hand from HMRC's VAT Notice 700 and the nature of each cost, not from
 * the reference data, so that a category added without a treatment (or a treatment changed by mistake)
 * fails here.
 */
// prettier-ignore
const EXPECTED: Record<string, readonly [rateId: string, reason: string | null]> = {
  // Income
  'sales': ['standard', null],
  'fees': ['standard', null],
  'commission-received': ['standard', null],
  'grants': ['exempt', 'Most grants are outside the scope of VAT.'],
  'other-income': ['standard', 'Insurance payouts and compensation are outside the scope of VAT; most other income is standard-rated.'],
  // Expenses
  'stock': ['standard', null],
  'materials': ['standard', null],
  'subcontractors': ['standard', null],
  'wages': ['exempt', 'Wages and salaries are outside the scope of VAT.'],
  'staff-costs': ['standard', null],
  'fuel': ['standard', null],
  'vehicle-costs': ['standard', 'Servicing, repairs and parking are standard-rated; vehicle insurance is exempt and road tax is outside the scope of VAT.'],
  'travel': ['zero', 'Train, bus and air fares are zero-rated; hotels and meals are standard-rated.'],
  'rent': ['exempt', 'Most business rent is exempt unless the landlord has opted to tax; business rates are outside the scope of VAT.'],
  'utilities': ['standard', 'Business power is usually standard-rated (5% for low use); water for offices and shops is zero-rated.'],
  'insurance': ['exempt', 'Insurance is exempt from VAT.'],
  'repairs': ['standard', null],
  'phone-internet': ['standard', null],
  'stationery-postage': ['standard', 'Stationery and courier deliveries are standard-rated; Royal Mail stamps are exempt.'],
  'software': ['standard', null],
  'advertising': ['standard', null],
  'loan-interest': ['exempt', 'Loan interest is exempt from VAT.'],
  'bank-charges': ['exempt', 'Bank charges are usually exempt from VAT.'],
  'bad-debts': ['exempt', 'A debt written off is not a purchase, so there is no VAT on it to reclaim.'],
  'professional-fees': ['standard', null],
  'training': ['standard', 'Courses from colleges and universities are usually exempt; other training is standard-rated.'],
  'clothing': ['standard', null],
  'equipment': ['standard', null],
  'other-expenses': ['standard', null],
  // Disallowable expenses: disallowable for income tax is not the same as no VAT to reclaim.
  'entertainment': ['exempt', 'VAT on entertaining clients cannot be reclaimed.'],
  'vehicle-private-use': ['exempt', 'VAT on the private share of a cost cannot be reclaimed.'],
  'home-private-use': ['exempt', 'VAT on the private share of a cost cannot be reclaimed.'],
  'phone-private-use': ['exempt', 'VAT on the private share of a cost cannot be reclaimed.'],
  'improvements': ['standard', 'VAT on improvements can usually be reclaimed, though the cost is not allowable for income tax.'],
  'depreciation': ['exempt', 'Depreciation is not a purchase, so it carries no VAT.'],
  'fines': ['exempt', 'Fines and penalties are outside the scope of VAT.'],
  // Other: SPEC §5's zero-VAT categories keep the zero rate.
  'transfer': ['zero', 'Money moved between your own accounts carries no VAT.'],
  'drawings': ['zero', 'Money you take out of the business carries no VAT.'],
  'capital-introduced': ['zero', 'Money you put into the business carries no VAT.'],
  'loan-received': ['zero', 'Loans are outside the scope of VAT.'],
  'loan-repayment': ['zero', 'Loan repayments are outside the scope of VAT.'],
  'vat-payment': ['zero', 'VAT paid to HMRC is not a purchase, so it carries no VAT of its own.'],
  'vat-refund': ['zero', 'A VAT repayment from HMRC carries no VAT of its own.'],
  'tax-payment': ['zero', 'Income tax and National Insurance are outside the scope of VAT.'],
  'ignore': ['zero', 'Left out of every total, so no VAT is worked out.'],
  'opening-balance': ['zero', 'An opening balance is not a sale or a purchase, so it carries no VAT.'],
};

/** A new Business transaction of a category, £8.50, as the form asks for its suggestion. */
const input = (category: Category | undefined, over: Partial<Parameters<typeof suggestVat>[0]> = {}) => ({
  category,
  transactionTypeId: BUSINESS,
  isIncome: category?.saCategory?.income === true,
  amount: p(850),
  purchasePrice: null,
  ...over,
});

describe('the VAT rate suggested for every category', () => {
  it('is the rate of its usual treatment (every category is in the table)', () => {
    const rates = Object.fromEntries(CATEGORIES.map((c) => [c.id, suggestVatRateId(input(c))]));
    expect(rates).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([id, [rate]]) => [id, rate])));
  });
  it('comes with the reason shown next to the VAT rate field', () => {
    const reasons = Object.fromEntries(CATEGORIES.map((c) => [c.id, suggestVat(input(c)).reason]));
    expect(reasons).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([id, [, reason]]) => [id, reason])));
  });
  it('explains every rate other than the standard one', () => {
    for (const c of CATEGORIES) {
      const { rateId, reason } = suggestVat(input(c));
      if (rateId !== 'standard') expect(reason, c.id).toMatch(/^[A-Z].{10,140}\.$/);
    }
  });
  it('takes no VAT off a £8.50 bank charge and puts none in box 4', () => {
    const bank = categoryById('bank-charges');
    const vatPercent = vatPercentOf(suggestVatRateId(input(bank, { amount: p(-850) })));
    const split = transactionNetAndVat({
      gross: p(-850),
      net: null,
      vatPercent,
      transactionTypeId: BUSINESS,
      isIncome: false,
    });
    expect(split).toEqual({ net: -850, vat: 0 });
    const entry = { date: '2024-05-01', amount: p(-850), netAmount: null, purchasePrice: null, isRefund: false };
    const { boxes } = computeVatFigures(
      [
        {
          ...entry,
          transactionTypeId: BUSINESS,
          vatPercent,
          categoryIncome: false,
          capitalGoods: false,
          incomplete: false,
        },
      ],
      { from: '2024-04-01', to: '2024-06-30', scheme: VatScheme.STANDARD },
    );
    expect(boxes.vatReclaimedCurrPeriod).toBe(0);
    // An exempt purchase still counts in box 7 (whole pounds): £8.50 -> £8.
    expect(boxes.totalValuePurchasesExVAT).toBe(800);
  });
});

describe("SPEC §5's rules come before a category's treatment", () => {
  const grants = categoryById('grants');
  const sales = categoryById('sales');
  it('suggests zero for EU business income whatever the category', () => {
    expect(suggestVat(input(grants, { transactionTypeId: BUSINESS_EU }))).toEqual({
      rateId: 'zero',
      reason: 'Sales of goods to EU businesses are zero-rated.',
    });
    // An EU purchase keeps its category's treatment.
    expect(suggestVatRateId(input(categoryById('bank-charges'), { transactionTypeId: BUSINESS_EU }))).toBe('exempt');
  });
  it('suggests margin scheme income by its margin, whatever the category', () => {
    const margin = { transactionTypeId: MARGIN_SCHEME, amount: p(12000) };
    expect(suggestVat(input(grants, { ...margin, purchasePrice: p(6000) }))).toEqual({
      rateId: 'standard',
      reason: 'Margin scheme: VAT is due on your margin over the purchase price.',
    });
    expect(suggestVat(input(sales, { ...margin, purchasePrice: p(12000) }))).toEqual({
      rateId: 'zero',
      reason: 'Margin scheme: there is no margin over the purchase price, so no VAT is due.',
    });
  });
  it("goes back to the category's own suggestion when the condition ends", () => {
    expect(suggestVatRateId(input(grants, { transactionTypeId: BUSINESS_EU }))).toBe('zero');
    expect(suggestVatRateId(input(grants))).toBe('exempt');
    expect(suggestVat(input(sales))).toEqual({ rateId: 'standard', reason: null });
  });
  it('suggests standard, with no reason, with no category yet', () => {
    expect(suggestVat(input(undefined))).toEqual({ rateId: 'standard', reason: null });
  });
});
