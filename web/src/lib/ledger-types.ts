import type { ResponseOf } from '@bk/contract';

/** The ledger's shapes as the contract answers them (SPEC §3). */
export type Transaction = ResponseOf<'transactionCreate'>;
export type BankAccount = ResponseOf<'accountCreate'>;
export type Category = ResponseOf<'categoryList'>[number];
export type VatRate = ResponseOf<'transactionVatRates'>[number];
export type Attachment = ResponseOf<'attachmentUpdate'>;
