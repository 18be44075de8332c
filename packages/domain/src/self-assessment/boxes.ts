/**
 * The boxes of HMRC's self-employment pages this product fills, with their wording (2024-25 pages,
 * shortened where HMRC adds notes). The box numbers are SPEC §9's; the lines that feed them are
 * the self-assessment lines of `reference/categories.ts`.
 */

export type SaForm = 'SA103S' | 'SA103F';

export const SA_FORMS: readonly { id: SaForm; name: string }[] = [
  { id: 'SA103S', name: 'Short form (SA103S)' },
  { id: 'SA103F', name: 'Full form (SA103F)' },
];

export interface SaBoxDefinition {
  readonly box: number;
  readonly label: string;
  /** What kind of figure: income, an expense line, a total, the result. */
  readonly kind: 'income' | 'expense' | 'disallowable' | 'total' | 'result';
}

// prettier-ignore
export const SA103S_BOXES: readonly SaBoxDefinition[] = [
  { box: 9, kind: 'income', label: 'Your turnover - the takings, fees, sales or money earned by your business' },
  { box: 10, kind: 'income', label: 'Any other business income not included in box 9' },
  { box: 11, kind: 'expense', label: 'Costs of goods bought for resale or goods used' },
  { box: 12, kind: 'expense', label: 'Car, van and travel expenses - after private use proportion' },
  { box: 13, kind: 'expense', label: 'Wages, salaries and other staff costs' },
  { box: 14, kind: 'expense', label: 'Rent, rates, power and insurance costs' },
  { box: 15, kind: 'expense', label: 'Repairs and maintenance of property and equipment' },
  { box: 16, kind: 'expense', label: 'Accountancy, legal and other professional fees' },
  { box: 17, kind: 'expense', label: 'Interest and bank and credit card financial charges' },
  { box: 18, kind: 'expense', label: 'Phone, fax, stationery and other office costs' },
  { box: 19, kind: 'expense', label: 'Other allowable business expenses - client entertaining costs are not an allowable expense' },
  { box: 20, kind: 'total', label: 'Total allowable expenses - total of boxes 11 to 19' },
  { box: 21, kind: 'result', label: 'Net profit - if your business income is more than your expenses (box 9 + box 10 minus box 20)' },
  { box: 22, kind: 'result', label: 'Or, net loss - if your expenses are more than your business income (box 20 minus (box 9 + box 10))' },
];

// prettier-ignore
export const SA103F_BOXES: readonly SaBoxDefinition[] = [
  { box: 15, kind: 'income', label: 'Your turnover - the takings, fees, sales or money earned by your business' },
  { box: 16, kind: 'income', label: 'Any other business income not included in box 15' },
  { box: 17, kind: 'expense', label: 'Cost of goods bought for resale or goods used' },
  { box: 18, kind: 'expense', label: 'Construction industry - payments to subcontractors' },
  { box: 19, kind: 'expense', label: 'Wages, salaries and other staff costs' },
  { box: 20, kind: 'expense', label: 'Car, van and travel expenses' },
  { box: 21, kind: 'expense', label: 'Rent, rates, power and insurance costs' },
  { box: 22, kind: 'expense', label: 'Repairs and maintenance of property and equipment' },
  { box: 23, kind: 'expense', label: 'Phone, fax, stationery and other office costs' },
  { box: 24, kind: 'expense', label: 'Advertising and business entertainment costs' },
  { box: 25, kind: 'expense', label: 'Interest on bank and other loans' },
  { box: 26, kind: 'expense', label: 'Bank, credit card and other financial charges' },
  { box: 27, kind: 'expense', label: 'Irrecoverable debts written off' },
  { box: 28, kind: 'expense', label: 'Accountancy, legal and other professional fees' },
  { box: 29, kind: 'expense', label: 'Depreciation and loss or profit on sale of assets' },
  { box: 30, kind: 'expense', label: 'Other business expenses' },
  { box: 31, kind: 'total', label: 'Total expenses - total of boxes 17 to 30' },
  { box: 32, kind: 'disallowable', label: 'Cost of goods bought for resale or goods used (disallowable)' },
  { box: 33, kind: 'disallowable', label: 'Construction industry - payments to subcontractors (disallowable)' },
  { box: 34, kind: 'disallowable', label: 'Wages, salaries and other staff costs (disallowable)' },
  { box: 35, kind: 'disallowable', label: 'Car, van and travel expenses (disallowable)' },
  { box: 36, kind: 'disallowable', label: 'Rent, rates, power and insurance costs (disallowable)' },
  { box: 37, kind: 'disallowable', label: 'Repairs and maintenance of property and equipment (disallowable)' },
  { box: 38, kind: 'disallowable', label: 'Phone, fax, stationery and other office costs (disallowable)' },
  { box: 39, kind: 'disallowable', label: 'Advertising and business entertainment costs (disallowable)' },
  { box: 40, kind: 'disallowable', label: 'Interest on bank and other loans (disallowable)' },
  { box: 41, kind: 'disallowable', label: 'Bank, credit card and other financial charges (disallowable)' },
  { box: 42, kind: 'disallowable', label: 'Irrecoverable debts written off (disallowable)' },
  { box: 43, kind: 'disallowable', label: 'Accountancy, legal and other professional fees (disallowable)' },
  { box: 44, kind: 'disallowable', label: 'Depreciation and loss or profit on sale of assets (disallowable)' },
  { box: 45, kind: 'disallowable', label: 'Other business expenses (disallowable)' },
  { box: 46, kind: 'total', label: 'Total disallowable expenses - total of boxes 32 to 45' },
  { box: 47, kind: 'result', label: 'Net profit - if your business income is more than your expenses (box 15 + box 16 minus box 31)' },
  { box: 48, kind: 'result', label: 'Or, net loss - if your expenses are more than your business income (box 31 minus (box 15 + box 16))' },
  { box: 64, kind: 'result', label: 'Net business profit for tax purposes - box 47 (or minus box 48) plus the disallowable expenses in box 46' },
  { box: 65, kind: 'result', label: 'Net business loss for tax purposes - if the figure worked out for box 64 is a loss' },
];

export function boxesOf(form: SaForm): readonly SaBoxDefinition[] {
  return form === 'SA103S' ? SA103S_BOXES : SA103F_BOXES;
}
