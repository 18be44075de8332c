/**
 * `transaction/vat-figures` works the boxes out with the one computation the help assistant's
 * "how much VAT do I owe" uses too, so both always give the same figure (decision 0065).
 */
export * from '../shared/ledger/vat-figures';
