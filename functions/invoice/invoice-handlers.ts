import { randomUUID } from 'node:crypto';
import type { InvoiceItem } from '@bk/data';
import {
  formatInvoiceNumber,
  INVOICE_NOT_FOUND_MESSAGE,
  INVOICE_NUMBER_TAKEN_MESSAGE,
  invoiceNumberIdentity,
} from '@bk/domain';
import type { HandlerMap } from '../shared/api/types';
import { NotFoundError, ValidationError } from '../shared/errors';
import { invoiceFields, typedNumber, type InvoiceBody } from './invoice-fields';
import { invoiceDto, invoices, invoiceSummaryDto, liveInvoice } from './invoice-view';
import { contacts } from './ledger';
import { free, reconcile } from './payments';

/** Rows of one page of the invoice list: the same as the transaction and contact lists. */
export const INVOICE_PAGE_SIZE = 20;

/** A generated number may have been typed by hand already; the counter moves on past it. */
const NUMBER_ATTEMPTS = 50;

const numberTaken = () => new ValidationError([{ field: 'invoiceNumber', message: INVOICE_NUMBER_TAKEN_MESSAGE }]);

async function checkContact(businessId: string, body: InvoiceBody) {
  if (body.contactId !== null && !(await contacts().getContact(businessId, body.contactId)))
    throw new ValidationError([{ field: 'contactId', message: 'This contact no longer exists' }]);
}

/** Create with the typed number, or with the counter's next number not already in use. */
/**
 * Mark the invoice deleted, free its transactions, then remove it and free its number; false when
 * it was already being deleted (that deletion is finished here all the same).
 */
async function deleteAndFree(businessId: string, invoice: InvoiceItem, now: Date): Promise<boolean> {
  const ours = !invoice.deleted && (await invoices().markInvoiceDeleted(businessId, invoice.id, now.toISOString()));
  for (const txId of await invoices().listInvoicePaymentIds(businessId, invoice.id))
    await free(businessId, invoice.id, txId, now, false);
  await invoices().removeInvoice(businessId, invoice.id, invoiceNumberIdentity(invoice.invoiceNumber));
  return ours;
}

async function create(businessId: string, fields: Omit<InvoiceItem, 'invoiceNumber'>, typed: string | null) {
  if (typed !== null) {
    const invoice = { ...fields, invoiceNumber: typed };
    if ((await invoices().createInvoice(businessId, invoice, invoiceNumberIdentity(typed))) !== 'ok')
      throw numberTaken();
    return invoice;
  }
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const number = formatInvoiceNumber(await invoices().takeInvoiceCounter(businessId));
    const invoice = { ...fields, invoiceNumber: number };
    if ((await invoices().createInvoice(businessId, invoice, invoiceNumberIdentity(number))) === 'ok') return invoice;
  }
  throw new Error('No free invoice number after many attempts');
}

/** Invoice calls of SPEC §7 but the PDF and the e-mail (list, one, create, edit, delete, initial details). */
export const invoiceHandlers = {
  invoiceList: async ({ query, body }, ctx) => {
    const matching = (await invoices().listInvoices(ctx.business.id))
      .filter((i) => !i.deleted)
      .map((i) => invoiceSummaryDto(i, ctx.now))
      .filter(
        (i) =>
          (body.status === undefined || i.status === body.status) &&
          (body.contactId === undefined || i.contactId === body.contactId) &&
          (body.dateFrom === undefined || i.issueDate >= body.dateFrom) &&
          (body.dateTo === undefined || i.issueDate <= body.dateTo),
      )
      .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.invoiceNumber.localeCompare(a.invoiceNumber));
    const offset = (query.page - 1) * INVOICE_PAGE_SIZE;
    return {
      invoices: matching.slice(offset, offset + INVOICE_PAGE_SIZE),
      pages: Math.ceil(matching.length / INVOICE_PAGE_SIZE),
    };
  },

  invoiceGet: async ({ params }, ctx) =>
    invoiceDto(ctx.business.id, await liveInvoice(ctx.business.id, params.id), ctx.now),

  invoiceCreate: async ({ body }, ctx) => {
    const businessId = ctx.business.id;
    const at = ctx.now.toISOString();
    await checkContact(businessId, body);
    const fields = { id: randomUUID(), ...invoiceFields(body, at), amountPaid: 0, deleted: false };
    const invoice = await create(
      businessId,
      { ...fields, sentAt: null, sentTo: null, createdAt: at },
      typedNumber(body),
    );
    if (body.transactionIds?.length)
      try {
        await reconcile(businessId, invoice.id, body.transactionIds, ctx.now);
      } catch (err) {
        // An invoice whose payments could not all be taken is not left half made: the answer says
        // why, and the person creates it again.
        await deleteAndFree(businessId, invoice, ctx.now);
        throw err;
      }
    return invoiceDto(businessId, await liveInvoice(businessId, invoice.id), ctx.now);
  },

  invoiceUpdate: async ({ params, body }, ctx) => {
    const businessId = ctx.business.id;
    const before = await liveInvoice(businessId, params.id);
    await checkContact(businessId, body);
    const invoiceNumber = typedNumber(body) ?? before.invoiceNumber;
    const result = await invoices().updateInvoice(
      businessId,
      params.id,
      { ...invoiceFields(body, ctx.now.toISOString()), invoiceNumber },
      { before: invoiceNumberIdentity(before.invoiceNumber), after: invoiceNumberIdentity(invoiceNumber) },
    );
    if (result === 'numberTaken') throw numberTaken();
    if (result === 'notFound') throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    if (body.transactionIds?.length) await reconcile(businessId, params.id, body.transactionIds, ctx.now);
    return invoiceDto(businessId, await liveInvoice(businessId, params.id), ctx.now);
  },

  /**
   * Mark the invoice deleted (it is 'not found' from then on), free its transactions, then remove
   * it and free its number. A deletion cut short is finished by the next one, which still answers 404.
   */
  invoiceDelete: async ({ params }, ctx) => {
    const businessId = ctx.business.id;
    const invoice = await invoices().getInvoice(businessId, params.id);
    if (!invoice) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    if (!(await deleteAndFree(businessId, invoice, ctx.now))) throw new NotFoundError(INVOICE_NOT_FOUND_MESSAGE);
    return { ok: true as const };
  },

  invoiceInitialDetails: async (_input, ctx) => {
    const businessId = ctx.business.id;
    const [last, all] = await Promise.all([
      invoices().peekInvoiceCounter(businessId),
      invoices().listInvoices(businessId),
    ]);
    const latest = all
      .filter((i) => !i.deleted && (i.paymentTerms ?? '').trim() !== '')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    return {
      generatedInvoiceNumber: formatInvoiceNumber(last + 1),
      latestPaymentDetails: latest?.paymentTerms ?? null,
    };
  },

  invoiceAddPayment: async ({ params, body }, ctx) => {
    await liveInvoice(ctx.business.id, params.id);
    await reconcile(ctx.business.id, params.id, body.transactionIds, ctx.now);
    return invoiceDto(ctx.business.id, await liveInvoice(ctx.business.id, params.id), ctx.now);
  },

  invoiceRemovePayment: async ({ params, body }, ctx) => {
    await liveInvoice(ctx.business.id, params.id);
    await free(ctx.business.id, params.id, body.transactionId, ctx.now, true);
    return invoiceDto(ctx.business.id, await liveInvoice(ctx.business.id, params.id), ctx.now);
  },
} satisfies HandlerMap<'invoice'>;
