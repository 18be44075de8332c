import type { z } from 'zod/mini';
import type { Transaction } from '@bk/contract';
import type { AccountItem, TransactionItem } from '@bk/data';
import { categoryById, pence, toPounds, transactionTypeById, vatRateById } from '@bk/domain';

export type TransactionDto = z.input<typeof Transaction>;

/**
 * A stored transaction as the API answers it: pounds, and the names of its reference data and account.
 * Its contact is named from `contactNames` (the live names, by contact id), else by the name stored
 * with the transaction (the contact was deleted, or the caller read no names).
 */
export function toDto(
  tx: TransactionItem,
  accounts: ReadonlyMap<string, AccountItem>,
  contactNames: ReadonlyMap<string, string> = new Map(),
): TransactionDto {
  const category = categoryById(tx.categoryId);
  const type = transactionTypeById(tx.transactionTypeId);
  const vat = vatRateById(tx.vatRateId);
  return {
    id: tx.id,
    date: tx.date,
    desc: tx.desc,
    contact: tx.contactId ? { id: tx.contactId, name: contactNames.get(tx.contactId) ?? tx.contactName ?? '' } : null,
    category: category
      ? {
          name: category.name,
          saCategory: category.saCategory
            ? { id: category.saCategory.id, name: category.saCategory.name, income: category.saCategory.income }
            : null,
        }
      : null,
    transactionType: { id: tx.transactionTypeId, name: type?.name ?? 'Unknown' },
    netAmount: tx.netAmount === null ? null : toPounds(pence(tx.netAmount)),
    amount: toPounds(pence(tx.amount)),
    vatRate: vat ? { name: vat.name } : null,
    account: { name: accounts.get(tx.accountId)?.name ?? '' },
    incomplete: tx.incomplete,
    attachments: tx.attachments,
    isRefund: tx.isRefund,
    purchasePrice: tx.purchasePrice === null ? null : toPounds(pence(tx.purchasePrice)),
    accountId: tx.accountId,
    categoryId: tx.categoryId,
    transactionTypeId: tx.transactionTypeId,
    vatRateId: tx.vatRateId,
    contactId: tx.contactId,
    updatedDate: tx.updatedDate,
    invoiceId: tx.invoiceId,
  };
}
