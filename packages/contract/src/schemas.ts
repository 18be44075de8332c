/**
 * Shared schemas of the API's entities (SPEC §3), one module per group of entities; `routes.ts`
 * and every importer of `@bk/contract` read them from here.
 */
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/business';
export * from './schemas/ledger';
export * from './schemas/imports';
export * from './schemas/contacts-invoices';
export * from './schemas/vat';
export * from './schemas/itsa';
export * from './schemas/affiliate';
export * from './schemas/assistant';
export * from './schemas/misc';
