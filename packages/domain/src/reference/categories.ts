/**
 * Categories for UK sole traders and small businesses, as versioned reference data (SPEC §3
 * "Category"). Seeded into the table by the ledger and documented in docs/categories.md (generated
 * from this file; a unit test keeps them equal). Bump CATEGORIES_VERSION whenever a row changes; never
 * reuse or rename an id (transactions keep it): retire a category by giving it an endDate instead.
 *
 * Box numbers follow HMRC's self-employment pages for 2024-25 as we know them (checked from memory of
 * the published forms, not against a copy in this repository; see docs/categories.md):
 * - SA103F (full): income 15 turnover, 16 other business income; expenses 17-30 with the matching
 *   disallowable column 32-45; totals 31 and 46; net profit 47, loss 48.
 * - SA103S (short): income 9 turnover, 10 other business income; allowable expenses 11-19, total 20;
 *   net profit 21, loss 22. The short form has no disallowable column: disallowable costs are simply
 *   left out, so a disallowable category has no SA103S box.
 *
 * Each category's VAT treatment is how HMRC usually treats that kind of income or cost (VAT Notice 700
 * and the notices it points to: 701/49 finance, 701/36 insurance, 742 land and property, 700/65
 * business entertainment, 701/30 education and training; and the nature of the cost: wages, fines and
 * transfers are not supplies at all). It is only a suggestion: the person can always choose another rate.
 */

import type { VatTreatment } from '../vat-rates';

export const CATEGORIES_VERSION = 2;
/** The tax year of the HMRC forms the box numbers were taken from. */
export const CATEGORY_BOXES_TAX_YEAR = '2024-2025';

export interface SaCategoryData {
  readonly id: string;
  /** The form's wording for the line. */
  readonly name: string;
  readonly income: boolean;
  readonly sa103sBox: number | null;
  readonly sa103fBox: number;
  /** SA103F disallowable column for this line (expenses only). */
  readonly sa103fDisallowableBox: number | null;
}

/** Self-assessment lines of the self-employment pages (SA103F boxes 15-30, SA103S 9-19). */
// prettier-ignore
export const SA_CATEGORY_DATA = [
  { id: 'turnover', name: 'Turnover', income: true, sa103sBox: 9, sa103fBox: 15, sa103fDisallowableBox: null },
  { id: 'other-income', name: 'Other business income', income: true, sa103sBox: 10, sa103fBox: 16, sa103fDisallowableBox: null },
  { id: 'cost-of-goods', name: 'Cost of goods bought for resale or goods used', income: false, sa103sBox: 11, sa103fBox: 17, sa103fDisallowableBox: 32 },
  // SA103S has no separate line for subcontractors; its notes put construction costs with cost of goods (box 11).
  { id: 'subcontractors', name: 'Construction industry - payments to subcontractors', income: false, sa103sBox: 11, sa103fBox: 18, sa103fDisallowableBox: 33 },
  { id: 'staff', name: 'Wages, salaries and other staff costs', income: false, sa103sBox: 13, sa103fBox: 19, sa103fDisallowableBox: 34 },
  { id: 'travel', name: 'Car, van and travel expenses', income: false, sa103sBox: 12, sa103fBox: 20, sa103fDisallowableBox: 35 },
  { id: 'premises', name: 'Rent, rates, power and insurance costs', income: false, sa103sBox: 14, sa103fBox: 21, sa103fDisallowableBox: 36 },
  { id: 'repairs', name: 'Repairs and maintenance of property and equipment', income: false, sa103sBox: 15, sa103fBox: 22, sa103fDisallowableBox: 37 },
  { id: 'office', name: 'Phone, fax, stationery and other office costs', income: false, sa103sBox: 18, sa103fBox: 23, sa103fDisallowableBox: 38 },
  // SA103S has no advertising line: advertising goes in other allowable business expenses (box 19).
  { id: 'advertising', name: 'Advertising and business entertainment costs', income: false, sa103sBox: 19, sa103fBox: 24, sa103fDisallowableBox: 39 },
  // SA103S box 17 is 'Interest and bank and credit card financial charges' (SA103F 25 and 26 together).
  { id: 'interest', name: 'Interest on bank and other loans', income: false, sa103sBox: 17, sa103fBox: 25, sa103fDisallowableBox: 40 },
  { id: 'financial-charges', name: 'Bank, credit card and other financial charges', income: false, sa103sBox: 17, sa103fBox: 26, sa103fDisallowableBox: 41 },
  { id: 'bad-debts', name: 'Irrecoverable debts written off', income: false, sa103sBox: 19, sa103fBox: 27, sa103fDisallowableBox: 42 },
  { id: 'professional-fees', name: 'Accountancy, legal and other professional fees', income: false, sa103sBox: 16, sa103fBox: 28, sa103fDisallowableBox: 43 },
  // Depreciation is never allowable: the whole of box 29 is repeated in box 44; the short form leaves it out.
  { id: 'depreciation', name: 'Depreciation and loss or profit on sale of assets', income: false, sa103sBox: null, sa103fBox: 29, sa103fDisallowableBox: 44 },
  { id: 'other-expenses', name: 'Other business expenses', income: false, sa103sBox: 19, sa103fBox: 30, sa103fDisallowableBox: 45 },
] as const satisfies readonly SaCategoryData[];

export type SaCategoryId = (typeof SA_CATEGORY_DATA)[number]['id'];

export interface CategoryData {
  /** Stable id, stored on transactions. */
  readonly id: string;
  readonly name: string;
  /** The self-assessment line, or null for 'Other' (not income or an expense: transfers, drawings...). */
  readonly sa: SaCategoryId | null;
  /** The cost cannot be claimed: SA103F shows it in the disallowable column too; SA103S leaves it out. */
  readonly disallowable?: boolean;
  /** Left out of every total (SPEC §3 "ignore"). */
  readonly ignore?: boolean;
  /** Forces the sign of the amount: true money out, false money in, null/absent from the SA line or input. */
  readonly isNegative?: boolean | null;
  /** Capital goods (equipment, machinery, computers): flat rate scheme businesses may reclaim their VAT. */
  readonly capitalGoods?: boolean;
  /** Default '2000-01-01'. */
  readonly startDate?: string;
  /** First day it can no longer be chosen (exclusive); default null. */
  readonly endDate?: string | null;
  /** One line of plain-English help for the category help popup. */
  readonly help: string;
  /** The VAT treatment its transactions usually have, suggested on a new one (decision 0024). */
  readonly vat: VatTreatment;
  /** Why, in one plain-English line shown next to the VAT rate; none where the standard rate plainly applies. */
  readonly vatReason?: string;
}

// prettier-ignore
export const CATEGORY_DATA: readonly CategoryData[] = [
  // Income
  { id: 'sales', name: 'Sales', sa: 'turnover', help: 'Money from selling your goods.', vat: 'standard' },
  { id: 'fees', name: 'Fees and services', sa: 'turnover', help: 'Money you charged for work or services.', vat: 'standard' },
  { id: 'commission-received', name: 'Commission received', sa: 'turnover', help: 'Commission earned by the business.', vat: 'standard' },
  { id: 'grants', name: 'Grants', sa: 'other-income', help: 'Business grants and support payments that are taxable.', vat: 'outside-scope', vatReason: 'Most grants are outside the scope of VAT.' },
  { id: 'other-income', name: 'Other business income', sa: 'other-income', help: 'Business income that is not from sales or fees, such as insurance payouts for lost stock.', vat: 'standard', vatReason: 'Insurance payouts and compensation are outside the scope of VAT; most other income is standard-rated.' },
  // Allowable expenses
  { id: 'stock', name: 'Stock and goods for resale', sa: 'cost-of-goods', help: 'Goods you buy to sell on.', vat: 'standard' },
  { id: 'materials', name: 'Materials', sa: 'cost-of-goods', help: 'Raw materials and goods used in what you make or do.', vat: 'standard' },
  { id: 'subcontractors', name: 'Construction subcontractors', sa: 'subcontractors', help: 'Payments to subcontractors under the Construction Industry Scheme.', vat: 'standard' },
  { id: 'wages', name: 'Wages and salaries', sa: 'staff', help: 'Pay, bonuses, pensions and employer National Insurance for your staff.', vat: 'outside-scope', vatReason: 'Wages and salaries are outside the scope of VAT.' },
  { id: 'staff-costs', name: 'Other staff costs', sa: 'staff', help: 'Agency staff, staff training and other costs of your employees.', vat: 'standard' },
  { id: 'fuel', name: 'Fuel', sa: 'travel', help: 'Fuel for business journeys.', vat: 'standard' },
  { id: 'vehicle-costs', name: 'Vehicle running costs', sa: 'travel', help: 'Insurance, servicing, repairs, road tax and parking for business vehicles.', vat: 'standard', vatReason: 'Servicing, repairs and parking are standard-rated; vehicle insurance is exempt and road tax is outside the scope of VAT.' },
  { id: 'travel', name: 'Travel', sa: 'travel', help: 'Train, bus, air and taxi fares, hotels and meals on business trips.', vat: 'zero', vatReason: 'Train, bus and air fares are zero-rated; hotels and meals are standard-rated.' },
  { id: 'rent', name: 'Rent and rates', sa: 'premises', help: 'Rent and business rates for business premises.', vat: 'exempt', vatReason: 'Most business rent is exempt unless the landlord has opted to tax; business rates are outside the scope of VAT.' },
  { id: 'utilities', name: 'Power and water', sa: 'premises', help: 'Heating, lighting and water for business premises.', vat: 'standard', vatReason: 'Business power is usually standard-rated (5% for low use); water for offices and shops is zero-rated.' },
  { id: 'insurance', name: 'Business insurance', sa: 'premises', help: 'Business insurance, such as public liability or premises insurance.', vat: 'exempt', vatReason: 'Insurance is exempt from VAT.' },
  { id: 'repairs', name: 'Repairs and maintenance', sa: 'repairs', help: 'Repairs to business premises and equipment (not improvements).', vat: 'standard' },
  { id: 'phone-internet', name: 'Phone and internet', sa: 'office', help: 'Phone, mobile and internet bills for the business.', vat: 'standard' },
  { id: 'stationery-postage', name: 'Stationery and postage', sa: 'office', help: 'Stationery, printing, postage and delivery.', vat: 'standard', vatReason: 'Stationery and courier deliveries are standard-rated; Royal Mail stamps are exempt.' },
  { id: 'software', name: 'Software and subscriptions', sa: 'office', help: 'Software, online services and business subscriptions.', vat: 'standard' },
  { id: 'advertising', name: 'Advertising and marketing', sa: 'advertising', help: 'Advertising, marketing and your website.', vat: 'standard' },
  { id: 'loan-interest', name: 'Loan interest', sa: 'interest', help: 'Interest on business loans and overdrafts.', vat: 'exempt', vatReason: 'Loan interest is exempt from VAT.' },
  { id: 'bank-charges', name: 'Bank and card charges', sa: 'financial-charges', help: 'Bank charges, card fees and payment processing fees.', vat: 'exempt', vatReason: 'Bank charges are usually exempt from VAT.' },
  { id: 'bad-debts', name: 'Bad debts', sa: 'bad-debts', help: 'Money owed to you that you have written off as never to be paid.', vat: 'outside-scope', vatReason: 'A debt written off is not a purchase, so there is no VAT on it to reclaim.' },
  { id: 'professional-fees', name: 'Accountancy and legal fees', sa: 'professional-fees', help: 'Accountants, solicitors, surveyors and other professional fees.', vat: 'standard' },
  { id: 'training', name: 'Training', sa: 'other-expenses', help: 'Courses that keep your existing skills up to date.', vat: 'standard', vatReason: 'Courses from colleges and universities are usually exempt; other training is standard-rated.' },
  { id: 'clothing', name: 'Uniforms and protective clothing', sa: 'other-expenses', help: 'Uniforms, protective clothing and costumes for your work.', vat: 'standard' },
  { id: 'equipment', name: 'Equipment', sa: 'other-expenses', capitalGoods: true, help: 'Tools, machinery, computers and other equipment (claimed as an expense on the cash basis).', vat: 'standard' },
  { id: 'other-expenses', name: 'Other business expenses', sa: 'other-expenses', help: 'Allowable business costs that fit no other category.', vat: 'standard' },
  // Disallowable expenses
  { id: 'entertainment', name: 'Client entertainment (disallowable)', sa: 'advertising', disallowable: true, help: 'Entertaining clients and gifts of food, drink or tobacco: not allowable.', vat: 'not-reclaimable', vatReason: 'VAT on entertaining clients cannot be reclaimed.' },
  { id: 'vehicle-private-use', name: 'Private use of vehicles (disallowable)', sa: 'travel', disallowable: true, help: 'The private share of vehicle and travel costs.', vat: 'not-reclaimable', vatReason: 'VAT on the private share of a cost cannot be reclaimed.' },
  { id: 'home-private-use', name: 'Private use of premises (disallowable)', sa: 'premises', disallowable: true, help: 'The private share of rent, power and insurance.', vat: 'not-reclaimable', vatReason: 'VAT on the private share of a cost cannot be reclaimed.' },
  { id: 'phone-private-use', name: 'Private use of phone (disallowable)', sa: 'office', disallowable: true, help: 'The private share of phone and internet bills.', vat: 'not-reclaimable', vatReason: 'VAT on the private share of a cost cannot be reclaimed.' },
  { id: 'improvements', name: 'Property improvements (disallowable)', sa: 'repairs', disallowable: true, help: 'Improving or extending premises rather than repairing them.', vat: 'standard', vatReason: 'VAT on improvements can usually be reclaimed, though the cost is not allowable for income tax.' },
  { id: 'depreciation', name: 'Depreciation (disallowable)', sa: 'depreciation', disallowable: true, help: 'Depreciation, and losses or profits on selling assets: never allowable.', vat: 'outside-scope', vatReason: 'Depreciation is not a purchase, so it carries no VAT.' },
  { id: 'fines', name: 'Fines and penalties (disallowable)', sa: 'other-expenses', disallowable: true, help: 'Fines, penalties and non-business costs.', vat: 'outside-scope', vatReason: 'Fines and penalties are outside the scope of VAT.' },
  // Other: not income or an expense (no self-assessment line, no VAT)
  { id: 'transfer', name: 'Transfer', sa: null, help: 'Money moved between your own accounts.', vat: 'outside-scope', vatReason: 'Money moved between your own accounts carries no VAT.' },
  { id: 'drawings', name: 'Drawings', sa: null, isNegative: true, help: 'Money you take out of the business for yourself.', vat: 'outside-scope', vatReason: 'Money you take out of the business carries no VAT.' },
  { id: 'capital-introduced', name: 'Capital introduced', sa: null, isNegative: false, help: 'Your own money put into the business.', vat: 'outside-scope', vatReason: 'Money you put into the business carries no VAT.' },
  { id: 'loan-received', name: 'Loan received', sa: null, isNegative: false, help: 'A loan paid into the business.', vat: 'outside-scope', vatReason: 'Loans are outside the scope of VAT.' },
  { id: 'loan-repayment', name: 'Loan repayment', sa: null, isNegative: true, help: 'Repaying a loan (put any interest under Loan interest).', vat: 'outside-scope', vatReason: 'Loan repayments are outside the scope of VAT.' },
  { id: 'vat-payment', name: 'VAT payment to HMRC', sa: null, isNegative: true, help: 'VAT you paid to HMRC for a VAT return.', vat: 'outside-scope', vatReason: 'VAT paid to HMRC is not a purchase, so it carries no VAT of its own.' },
  { id: 'vat-refund', name: 'VAT refund from HMRC', sa: null, isNegative: false, help: 'A VAT repayment from HMRC.', vat: 'outside-scope', vatReason: 'A VAT repayment from HMRC carries no VAT of its own.' },
  { id: 'tax-payment', name: 'Income tax and National Insurance', sa: null, isNegative: true, help: 'Your own income tax and National Insurance payments: not a business expense.', vat: 'outside-scope', vatReason: 'Income tax and National Insurance are outside the scope of VAT.' },
  // Ignored
  { id: 'ignore', name: 'Ignore', sa: null, ignore: true, help: 'Left out of every total.', vat: 'outside-scope', vatReason: 'Left out of every total, so no VAT is worked out.' },
  { id: 'opening-balance', name: 'Opening balance', sa: null, ignore: true, help: 'The balance of an account when you started using it here.', vat: 'outside-scope', vatReason: 'An opening balance is not a sale or a purchase, so it carries no VAT.' },
];
