import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sendConditional, type Db } from './db';
import {
  INVOICE_SUMMARY_FIELDS,
  invoiceRecord,
  parseInvoice,
  parseInvoiceSummary,
  type InvoiceEdit,
  type InvoiceItem,
  type InvoiceSummaryItem,
  type InvoiceWriteResult,
} from './invoice-item';
import { invoicePaymentMethods } from './invoice-payments';
import { invoiceKeys, invoicePrefixes } from './keys';
import { cancelledAt } from './ledger-change';
import { queryAll } from './paging';

/**
 * Invoices of a business (ACCESS_PATTERNS.md "invoiceRepository", decision 0037). The list reads
 * every invoice's summary fields and filters, sorts and pages in the handler, as contacts do.
 * `identity` arguments are invoice numbers as `invoiceNumberIdentity` (@bk/domain) makes them.
 */
export function invoiceRepository(db: Db) {
  const claim = (businessId: string, identity: string, invoiceId: string) => ({
    Put: {
      TableName: db.table,
      Item: { ...invoiceKeys.numberClaim(businessId, identity), entity: 'invoiceNumber', invoiceId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
  const release = (businessId: string, identity: string, invoiceId: string) => ({
    Delete: {
      TableName: db.table,
      Key: invoiceKeys.numberClaim(businessId, identity),
      ConditionExpression: 'attribute_not_exists(pk) OR invoiceId = :id',
      ExpressionAttributeValues: { ':id': invoiceId },
    },
  });

  return {
    async getInvoice(businessId: string, invoiceId: string): Promise<InvoiceItem | null> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: invoiceKeys.invoice(businessId, invoiceId), ConsistentRead: true }),
      );
      return out.Item ? parseInvoice(out.Item) : null;
    },

    /** Every invoice of the business (deleted ones too, for the caller to leave out), without lines. */
    async listInvoices(businessId: string): Promise<InvoiceSummaryItem[]> {
      return queryAll(
        db,
        {
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `BUS#${businessId}`, ':sk': invoicePrefixes.invoice },
          ProjectionExpression: INVOICE_SUMMARY_FIELDS.map((_, i) => `#f${i}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(INVOICE_SUMMARY_FIELDS.map((f, i) => [`#f${i}`, f])),
          ConsistentRead: true,
        },
        parseInvoiceSummary,
      );
    },

    /** The next value of the business's invoice counter (1 first); ADD is atomic, so never twice. */
    async takeInvoiceCounter(businessId: string): Promise<number> {
      const out = await db.doc.send(
        new UpdateCommand({
          TableName: db.table,
          Key: invoiceKeys.counter(businessId),
          UpdateExpression: 'SET entity = :e ADD #last :one',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':e': 'invoiceCounter', ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(out.Attributes?.['last']);
    },

    /** The counter's last value taken (0 before the first invoice). */
    async peekInvoiceCounter(businessId: string): Promise<number> {
      const out = await db.doc.send(
        new GetCommand({ TableName: db.table, Key: invoiceKeys.counter(businessId), ConsistentRead: true }),
      );
      return Number(out.Item?.['last'] ?? 0);
    },

    /** Put a new invoice and claim its number, both or neither. */
    async createInvoice(businessId: string, invoice: InvoiceItem, identity: string): Promise<InvoiceWriteResult> {
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              claim(businessId, identity, invoice.id),
              {
                Put: {
                  TableName: db.table,
                  Item: invoiceRecord(businessId, invoice),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return 'ok';
      } catch (err) {
        if (cancelledAt(err, 0)) return 'numberTaken';
        throw err;
      }
    },

    /**
     * Replace what an edit changes (SET only those fields, so a payment reconciled meanwhile
     * keeps its ADD), moving the number's claim when the number changed.
     */
    async updateInvoice(
      businessId: string,
      invoiceId: string,
      edit: InvoiceEdit,
      numbers: { before: string; after: string },
    ): Promise<InvoiceWriteResult> {
      const fields = Object.entries(edit);
      const update = {
        Update: {
          TableName: db.table,
          Key: invoiceKeys.invoice(businessId, invoiceId),
          UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND deleted = :false',
          ExpressionAttributeNames: Object.fromEntries(fields.map(([f], i) => [`#f${i}`, f])),
          ExpressionAttributeValues: {
            ...Object.fromEntries(fields.map(([, v], i) => [`:f${i}`, v])),
            ':false': false,
          },
        },
      };
      const moved = numbers.before !== numbers.after;
      try {
        await db.doc.send(
          new TransactWriteCommand({
            TransactItems: moved
              ? [update, claim(businessId, numbers.after, invoiceId), release(businessId, numbers.before, invoiceId)]
              : [update],
          }),
        );
        return 'ok';
      } catch (err) {
        if (cancelledAt(err, 0)) return 'notFound';
        if (moved && cancelledAt(err, 1)) return 'numberTaken';
        throw err;
      }
    },

    /** Mark an invoice deleted (the first step of deleting it); false when it is gone or already marked. */
    async markInvoiceDeleted(businessId: string, invoiceId: string, at: string): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: invoiceKeys.invoice(businessId, invoiceId),
          UpdateExpression: 'SET deleted = :true, updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND deleted = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at },
        }),
      );
    },

    /** Remove a deleted invoice and free its number (the last step, once its payments are freed). */
    async removeInvoice(businessId: string, invoiceId: string, identity: string): Promise<void> {
      await db.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: db.table, Key: invoiceKeys.invoice(businessId, invoiceId) } },
            release(businessId, identity, invoiceId),
          ],
        }),
      );
    },

    /** Record that the invoice was e-mailed, when and to whom; false when it is gone or deleted. */
    async recordInvoiceSent(businessId: string, invoiceId: string, at: string, to: string): Promise<boolean> {
      return sendConditional(
        db,
        new UpdateCommand({
          TableName: db.table,
          Key: invoiceKeys.invoice(businessId, invoiceId),
          UpdateExpression: 'SET sentAt = :at, sentTo = :to',
          ConditionExpression: 'attribute_exists(pk) AND deleted = :false',
          ExpressionAttributeValues: { ':at': at, ':to': to, ':false': false },
        }),
      );
    },

    ...invoicePaymentMethods(db),
  };
}
export type InvoiceRepository = ReturnType<typeof invoiceRepository>;
