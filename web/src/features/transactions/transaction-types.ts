import { TRANSACTION_TYPES } from '@bk/domain';

/** SPEC §9 "Transaction types in help", in that order, with what each one means (packages/domain). */
export const TYPE_HELP = TRANSACTION_TYPES;
