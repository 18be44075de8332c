/** Transaction types (SPEC §3 "Transaction type enumeration", §9 "Transaction types in help"). */
export const TransactionType = {
  BUSINESS: 1,
  BUSINESS_EU: 2,
  UNRECONCILED: 3,
  DISALLOWABLE: 4,
  IGNORE: 5,
  PERSONAL: 10,
  MARGIN_SCHEME: 20,
} as const;
export type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];

/** SPEC §3: the type of a new transaction. */
export const DEFAULT_TRANSACTION_TYPE_ID: TransactionTypeId = TransactionType.BUSINESS;

export interface TransactionTypeInfo {
  readonly id: TransactionTypeId;
  readonly name: string;
  /** Plain-English help shown in the type help popup. */
  readonly help: string;
}

/** In the order of SPEC §9's help list (and of the type picker). */
export const TRANSACTION_TYPES: readonly TransactionTypeInfo[] = [
  {
    id: TransactionType.BUSINESS,
    name: 'Business',
    help: 'Money your business earned or spent. It counts in your accounts, your self-assessment and your VAT figures.',
  },
  {
    id: TransactionType.BUSINESS_EU,
    name: 'Business (EU)',
    help: 'A business sale of goods to, or purchase of goods from, a business in the EU. It counts like Business; a sale is suggested the zero VAT rate.',
  },
  {
    id: TransactionType.UNRECONCILED,
    name: 'Unreconciled',
    help: 'You have not yet worked out what this is. It is left out of your accounts and VAT figures until you choose another type.',
  },
  {
    id: TransactionType.DISALLOWABLE,
    name: 'Disallowable',
    help: 'A business cost you cannot claim against tax, such as entertaining clients. It is left out of your allowable expenses and your VAT figures.',
  },
  {
    id: TransactionType.PERSONAL,
    name: 'Personal',
    help: 'Personal money that went through a business account, such as a personal purchase. It is left out of your accounts and VAT figures.',
  },
  {
    id: TransactionType.MARGIN_SCHEME,
    name: 'Margin Scheme',
    help: "A sale of second-hand goods, art, antiques or collectors' items under the VAT margin scheme. VAT is due only on your margin: the selling price minus what you paid for the item.",
  },
  {
    id: TransactionType.IGNORE,
    name: 'Ignore',
    help: 'Not income or an expense, such as a transfer between your own accounts. It is left out of your accounts and VAT figures.',
  },
];

export function transactionTypeById(id: number | null | undefined): TransactionTypeInfo | undefined {
  return TRANSACTION_TYPES.find((t) => t.id === id);
}

export function isTransactionTypeId(value: unknown): value is TransactionTypeId {
  return TRANSACTION_TYPES.some((t) => t.id === value);
}
