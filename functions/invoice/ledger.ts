import { contactRepository, transactionRepository } from '@bk/data';
import { getDb } from '../shared/clients/db';

/** The ledger's transactions and contacts, as the invoice calls read them. */
export const transactions = () => transactionRepository(getDb());
export const contacts = () => contactRepository(getDb());
