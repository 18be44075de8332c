import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { invoiceRepository } from '@bk/data';
import { invoicePdfFileName, type InvoiceDocument } from '@bk/domain';
import type { HandlerMap } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { getSes } from '../shared/clients/ses';
import { config } from '../shared/config';
import { AppError, BadRequestError } from '../shared/errors';
import { logger } from '../shared/logger';
import { layout, type Block } from '../shared/mail/layout';
import { invoicePdf } from './pdf/invoice-pdf';
import { rawMime } from './send-mime';

export const INVOICE_EMAIL_OFF_MESSAGE = 'Sending invoices by e-mail is switched off';

/** SES refusals whose own words tell the person what to change (an address, the account's state). */
const SES_REASONS = new Set([
  'MessageRejected',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'SendingPausedException',
  'LimitExceededException',
  'TooManyRequestsException',
  'BadRequestException',
]);

/**
 * Why an invoice e-mail was not sent, as the Email modal shows it (SPEC §8: a failure keeps the
 * modal open). The reason SES gives is shown when it is one of its refusals; anything else says
 * the service did not take it. 502 either way: the request was fine, the mail service was not.
 */
export function sendFailure(err: unknown): AppError {
  const name = err instanceof Error ? err.name : '';
  const reason = err instanceof Error && SES_REASONS.has(name) && err.message ? `: ${err.message}` : '';
  return new AppError(
    502,
    reason
      ? `The invoice could not be e-mailed${reason}`
      : 'The invoice could not be e-mailed because the e-mail service did not accept it, please try again',
    { expose: true, cause: err },
  );
}

/** The e-mail's words: who it is from, the amount due, and the sender's note as they typed it. */
export function invoiceMailBody(
  document: InvoiceDocument,
  businessName: string,
  toName: string | null,
  note: string | null,
) {
  const due = document.totals.find((t) => t.label === 'Total Due')?.value;
  const dueDate = document.details.find((d) => d.label === 'Due Date')?.value;
  const blocks: Block[] = [
    { p: `Please find attached invoice ${document.invoiceNumber} from ${businessName}.` },
    ...(note ?? '')
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => ({ p })),
    ...(due ? [{ p: `Total due: ${due}${dueDate ? `, by ${dueDate}` : ''}.` }] : []),
    { p: `To ask about this invoice, reply to this e-mail and it will reach ${businessName}.` },
  ];
  return layout(
    `Invoice ${document.invoiceNumber} from ${businessName}`,
    toName ? `Hello ${toName},` : 'Hello,',
    blocks,
  );
}

/**
 * `invoice/{id}/send`: the invoice's PDF e-mailed through SES (raw MIME, the PDF attached), from
 * the stage's verified sender in the business's name, replies going to the business's address.
 * A sent invoice records when and to whom.
 */
export const invoiceSendHandlers = {
  invoiceSend: async ({ params, body }, ctx) => {
    const c = config();
    if (!c.FEATURE_INVOICE_EMAIL) throw new BadRequestError(INVOICE_EMAIL_OFF_MESSAGE);
    const { pdf, invoice, business, document } = await invoicePdf(ctx.business.id, params.id, ctx.now);
    const businessName = invoice.fromName?.trim() || business.name;
    const replyTo = invoice.fromEmailAddress?.trim() || business.emailAddress?.trim() || null;
    const mail = invoiceMailBody(document, businessName, invoice.toName, body.emailNote ?? null);
    const raw = rawMime({
      from: { name: `${businessName} via ${c.PRODUCT_NAME}`, address: c.MAIL_FROM },
      to: body.emailTo,
      replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [
        { filename: invoicePdfFileName(invoice.invoiceNumber), contentType: 'application/pdf', content: pdf },
      ],
      date: ctx.now,
    });
    try {
      await getSes().send(
        new SendEmailCommand({
          FromEmailAddress: c.MAIL_FROM,
          Destination: { ToAddresses: [body.emailTo] },
          ...(c.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: c.MAIL_CONFIGURATION_SET } : {}),
          Content: { Raw: { Data: raw } },
        }),
      );
    } catch (err) {
      throw sendFailure(err);
    }
    logger().info('invoice sent', { invoiceId: invoice.id, toDomain: body.emailTo.split('@')[1] ?? '' });
    // The mail has gone: an invoice deleted meanwhile has nothing left to record it on.
    await invoiceRepository(getDb()).recordInvoiceSent(
      ctx.business.id,
      invoice.id,
      ctx.now.toISOString(),
      body.emailTo,
    );
    return { ok: true as const };
  },
} satisfies HandlerMap<'invoice'>;
