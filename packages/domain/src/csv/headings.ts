/**
 * The column types of a CSV import (SPEC §2 Finish import, §9 accepted headings) and the guess of
 * each column's type from its heading. Besides the spec's headings, the headings UK banks write in
 * their CSV exports are recognised, so a bank's file maps itself. Each type is used by at most one
 * column; Ignore by any number.
 */
import { TRANSACTION_TYPES } from '../transaction-types';

export type CsvImportKind = 'transactions' | 'contacts';

export const TRANSACTION_COLUMN_TYPES = [
  'Ignore',
  'Date',
  'Gross amount',
  'Net amount',
  'VAT amount',
  'Pay in',
  'Pay out',
  'Description',
  'Category',
  'Contact',
  'VAT rate (%)',
  'Transaction type',
  'Margin scheme purchase price',
  'Refund',
] as const;
export type TransactionColumnType = (typeof TRANSACTION_COLUMN_TYPES)[number];

export const CONTACT_COLUMN_TYPES = [
  'Ignore',
  'Name',
  'Email',
  'Phone',
  'Mobile',
  'Address',
  'Website',
  'Twitter Handle',
  'Facebook Profile',
  'Linkedin Profile',
  'Other Socials',
  'VRN',
] as const;
export type ContactColumnType = (typeof CONTACT_COLUMN_TYPES)[number];

export type CsvColumnType = TransactionColumnType | ContactColumnType;

/** The finish call's field for each transaction column type (Ignore has none). */
export const TRANSACTION_INDEX_FIELDS = {
  Date: 'dateIndex',
  'Gross amount': 'amountIndex',
  'Net amount': 'netAmountIndex',
  'VAT amount': 'vatAmountIndex',
  'Pay in': 'payInIndex',
  'Pay out': 'payOutIndex',
  Description: 'descIndex',
  Category: 'categoryIndex',
  Contact: 'contactIndex',
  'VAT rate (%)': 'vatRateIndex',
  'Transaction type': 'transactionTypeIndex',
  'Margin scheme purchase price': 'purchasePriceIndex',
  Refund: 'isRefundIndex',
} as const satisfies Record<Exclude<TransactionColumnType, 'Ignore'>, string>;
export type TransactionIndexField = (typeof TRANSACTION_INDEX_FIELDS)[keyof typeof TRANSACTION_INDEX_FIELDS];

/** The finish call's field for each contact column type (Ignore has none). */
export const CONTACT_INDEX_FIELDS = {
  Name: 'nameIndex',
  Email: 'emailIndex',
  Phone: 'phoneIndex',
  Mobile: 'mobileIndex',
  Address: 'addressIndex',
  Website: 'websiteIndex',
  'Twitter Handle': 'twitterIndex',
  'Facebook Profile': 'facebookIndex',
  'Linkedin Profile': 'linkedinIndex',
  'Other Socials': 'otherSocialsIndex',
  VRN: 'vrnIndex',
} as const satisfies Record<Exclude<ContactColumnType, 'Ignore'>, string>;
export type ContactIndexField = (typeof CONTACT_INDEX_FIELDS)[keyof typeof CONTACT_INDEX_FIELDS];

/**
 * Headings read as each transaction column type, lower case. Banks: Barclays (Date, Amount, Memo,
 * Subcategory), HSBC (Date, Description, Amount), Lloyds (Transaction Date, Transaction Description,
 * Debit Amount, Credit Amount, Balance), NatWest (Date, Type, Description, Value, Balance), Monzo
 * (Date, Name, Category, Amount, Money Out, Money In), Starling (Date, Counter Party, Reference,
 * Type, Amount (GBP), Balance (GBP)), Nationwide (Paid out, Paid in), Santander (Money in, Money out).
 */
const TRANSACTION_HEADINGS: Record<TransactionColumnType, readonly string[]> = {
  Ignore: ['balance', 'balance (gbp)', 'running balance', 'account number', 'sort code', 'account name'],
  Date: ['date', 'transaction date', 'posting date', 'posted date', 'value date', 'completed date'],
  'Gross amount': ['gross', 'gross amount', 'amount', 'amount (gbp)', 'value', 'amount gbp'],
  'Net amount': ['net', 'net amount'],
  'VAT amount': ['vat', 'vat amount'],
  'Pay in': ['pay in', 'paid in', 'money in', 'credit amount', 'credit', 'in'],
  'Pay out': ['pay out', 'paid out', 'money out', 'debit amount', 'debit', 'out'],
  Description: [
    'description',
    'transaction description',
    'memo',
    'reference',
    'details',
    'narrative',
    'transaction details',
    'name',
    'counter party',
    'payee',
  ],
  Category: ['category', 'subcategory', 'spending category'],
  Contact: ['contact', 'contact name'],
  'VAT rate (%)': ['vat rate (%)', 'vat rate', 'vat rate %'],
  'Transaction type': ['transaction type'],
  'Margin scheme purchase price': ['margin scheme purchase price', 'purchase price'],
  Refund: ['refund', 'is refund'],
};

const CONTACT_HEADINGS: Record<ContactColumnType, readonly string[]> = {
  Ignore: [],
  Name: ['name', 'contact name', 'full name', 'company', 'company name', 'display name'],
  Email: ['email', 'e-mail', 'email address', 'e-mail address'],
  Phone: ['phone', 'telephone', 'phone number', 'tel'],
  Mobile: ['mobile', 'mobile phone', 'mobile number'],
  Address: ['address'],
  Website: ['website', 'web', 'url'],
  'Twitter Handle': ['twitter handle', 'twitter', 'x'],
  'Facebook Profile': ['facebook profile', 'facebook'],
  'Linkedin Profile': ['linkedin profile', 'linkedin'],
  'Other Socials': ['other socials', 'other social'],
  VRN: ['vrn', 'vat number', 'vat registration number', 'vat reg no'],
};

export function columnTypesOf(kind: CsvImportKind): readonly CsvColumnType[] {
  return kind === 'transactions' ? TRANSACTION_COLUMN_TYPES : CONTACT_COLUMN_TYPES;
}

function normalise(heading: string): string {
  return heading
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The column type a heading names, before other columns are considered; Ignore when none. */
export function headingType(heading: string, kind: CsvImportKind): CsvColumnType {
  const table: Record<string, readonly string[]> = kind === 'transactions' ? TRANSACTION_HEADINGS : CONTACT_HEADINGS;
  const text = normalise(heading);
  for (const type of columnTypesOf(kind)) {
    if ((table[type] ?? []).includes(text)) return type;
  }
  return 'Ignore';
}

/** Whether a heading is one this import knows (a type, or a column known to be ignored). */
export function isKnownHeading(heading: string, kind: CsvImportKind): boolean {
  const table: Record<string, readonly string[]> = kind === 'transactions' ? TRANSACTION_HEADINGS : CONTACT_HEADINGS;
  const text = normalise(heading);
  return text !== '' && Object.values(table).some((names) => names.includes(text));
}

const TRANSACTION_TYPE_WORDS = new Set(TRANSACTION_TYPES.flatMap((t) => [t.name.toLowerCase(), String(t.id)]));

/**
 * Banks head their payment method 'Transaction Type' (DEB, FPI, Card payment): such a column is not
 * the product's transaction type (Business, Personal, ...), which every written value must be.
 */
function holdsTransactionTypes(rows: readonly (readonly string[])[], column: number): boolean {
  return rows.every((row) => {
    const value = (row[column] ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    return value === '' || TRANSACTION_TYPE_WORDS.has(value);
  });
}

/**
 * Each column's suggested type, by its heading; a type already taken by an earlier column is Ignore.
 * With the file's rows (or its first rows), a Transaction type column whose values are not
 * transaction types (a bank's payment method) is Ignore.
 * A bank file with both a signed amount and money in/out columns (Monzo writes all three) keeps the
 * in and out columns, so no transaction is counted twice; a column headed Gross is kept.
 */
export function suggestColumns(
  headings: readonly string[],
  kind: CsvImportKind,
  rows: readonly (readonly string[])[] = [],
): CsvColumnType[] {
  const used = new Set<CsvColumnType>();
  const types = headings.map((heading, column): CsvColumnType => {
    const type = headingType(heading, kind);
    if (type === 'Transaction type' && !holdsTransactionTypes(rows, column)) return 'Ignore';
    if (type === 'Ignore' || used.has(type)) return 'Ignore';
    used.add(type);
    return type;
  });
  if (used.has('Pay in') || used.has('Pay out')) {
    return types.map((type, i) =>
      type === 'Gross amount' && !normalise(headings[i] ?? '').startsWith('gross') ? 'Ignore' : type,
    );
  }
  return types;
}

/** Sets column `index` to `type`; any other column of that type becomes Ignore (SPEC §4 Import). */
export function assignColumn<T extends CsvColumnType>(types: readonly T[], index: number, type: T): T[] {
  return types.map((current, i) => {
    if (i === index) return type;
    if (type !== 'Ignore' && current === type) return 'Ignore' as T;
    return current;
  });
}

/** The finish call's `...Index` fields for the columns' types: each field's column, -1 when unmapped. */
export function transactionIndexes(types: readonly CsvColumnType[]): Record<TransactionIndexField, number> {
  const result = Object.fromEntries(Object.values(TRANSACTION_INDEX_FIELDS).map((field) => [field, -1])) as Record<
    TransactionIndexField,
    number
  >;
  types.forEach((type, index) => {
    if (type in TRANSACTION_INDEX_FIELDS)
      result[TRANSACTION_INDEX_FIELDS[type as keyof typeof TRANSACTION_INDEX_FIELDS]] = index;
  });
  return result;
}

export function contactIndexes(types: readonly CsvColumnType[]): Record<ContactIndexField, number> {
  const result = Object.fromEntries(Object.values(CONTACT_INDEX_FIELDS).map((field) => [field, -1])) as Record<
    ContactIndexField,
    number
  >;
  types.forEach((type, index) => {
    if (type in CONTACT_INDEX_FIELDS) result[CONTACT_INDEX_FIELDS[type as keyof typeof CONTACT_INDEX_FIELDS]] = index;
  });
  return result;
}

/**
 * The column types back from a saved mapping (a previous import's `...Index` fields) for a file of
 * `columns` columns; fields out of range or unknown are left out.
 */
export function typesFromMapping(
  mapping: Readonly<Record<string, number>>,
  columns: number,
  kind: CsvImportKind,
): CsvColumnType[] {
  const fields: Record<string, string> = kind === 'transactions' ? TRANSACTION_INDEX_FIELDS : CONTACT_INDEX_FIELDS;
  const types: CsvColumnType[] = Array.from({ length: columns }, () => 'Ignore');
  for (const [type, field] of Object.entries(fields)) {
    const index = mapping[field];
    if (index !== undefined && index >= 0 && index < columns) types[index] = type as CsvColumnType;
  }
  return types;
}
