import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api } from '../support/api-client';
import { readPdfText } from '../support/pdf-text';
import { seedUser } from '../support/seed';

const baseUrl = inject('baseUrl');

/** A 64 x 32 PNG logo. */
const LOGO =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAATElEQVR4AeXBAQ0AIAzAsH1CUIL/4IoLWTvv3E+YxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxC2GxAJhvZGpoQAAAABJRU5ErkJggg==';

type Line = { description: string; quantity: number; unitPrice: number; vatRateId: string | null };

function invoiceBody(lines: Line[]) {
  return {
    invoiceNumber: null,
    purchaseOrderNumber: 'PO-7781',
    issueDate: '2026-11-25',
    dueDate: '2026-12-25',
    toName: 'Zoë Ängström & Søn',
    toAddress: '12 Rue de la Paix\nParis 75002',
    fromName: 'Acme Café Ltd',
    fromAddress: '1 High Street\nLeeds LS1 1AA',
    fromVrn: '123456789',
    fromPhoneNumber: '0113 496 0000',
    fromEmailAddress: 'accounts@acme.example',
    paymentTerms: 'Payment within 30 days to sort code 12-34-56.',
    invoiceItems: lines,
    contactId: null,
  };
}

const THREE_LINES: Line[] = [
  { description: 'Consultancy – design review (hours)', quantity: 1.5, unitPrice: 80, vatRateId: 'standard' },
  { description: 'Children’s car seats €-priced', quantity: 2, unitPrice: 45.99, vatRateId: 'reduced' },
  { description: 'Printed books', quantity: 3, unitPrice: 12.5, vatRateId: 'zero' },
];

async function businessWithLogo() {
  const { token, email } = await seedUser({ withBusiness: true, businessName: 'Acme' });
  await api(token).ok('businessActiveUpdate', { body: { name: 'Acme', logoBase64: LOGO } });
  return { token, email };
}

async function generate(token: string, id: string) {
  const out = await api(token).ok('invoiceGenerate', { params: { id } });
  return Buffer.from(out.pdfBase64, 'base64');
}

interface LocalMail {
  id: string;
  to: string[];
  from: string;
  replyTo: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

async function mailTo(address: string): Promise<LocalMail> {
  let found: LocalMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as LocalMail[];
        found = all.find((m) => m.to.some((t) => t.includes(address)));
        return found !== undefined;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBe(true);
  return found as LocalMail;
}

describe('invoice PDF (invoice/{id}/generate)', () => {
  it('prints the number, each line, the VAT summary, the totals, the VRN and the business logo', async () => {
    const { token } = await businessWithLogo();
    const invoice = await api(token).ok('invoiceCreate', { body: invoiceBody(THREE_LINES) });
    const pdf = await generate(token, invoice.id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdfText(pdf);
    expect(text.pages).toHaveLength(1);
    for (const expected of [
      invoice.invoiceNumber,
      'VAT Registration No: 123456789',
      'Acme Café Ltd',
      'Zoë Ängström & Søn',
      'Consultancy – design review (hours) 1.5 £80.00 20% £120.00 £24.00 £144.00',
      'Children’s car seats €-priced 2 £45.99 5% £91.98 £4.60 £96.58',
      'Printed books 3 £12.50 0% £37.50 £0.00 £37.50',
      'Standard (20%) £120.00 £24.00',
      'Net £249.48',
      'VAT £28.60',
      'Total £278.08',
      'Amount Paid £0.00',
      'Total Due £278.08',
    ]) {
      expect(text.all).toContain(expected);
    }
    expect(invoice.totalGross).toBe(278.08);
    expect(text.imagesPerPage).toEqual([1]);
  });

  it('runs a 150-line invoice over pages with the table header on each, every line once', async () => {
    const { token } = await businessWithLogo();
    const lines = Array.from({ length: 150 }, (_, i) => ({
      description: `Line ${i + 1} widget`,
      quantity: 1,
      unitPrice: 10,
      vatRateId: 'standard',
    }));
    const invoice = await api(token).ok('invoiceCreate', { body: invoiceBody(lines) });
    const text = await readPdfText(await generate(token, invoice.id));
    const pagesWithLines = text.pages.filter((p) => /Line \d+ widget/.test(p));
    expect(pagesWithLines.length).toBeGreaterThanOrEqual(3);
    for (const page of pagesWithLines) expect(page).toContain('Description Qty Unit Price VAT Rate Net VAT Gross');
    for (let n = 1; n <= 150; n++) {
      expect(text.all.match(new RegExp(`Line ${n} widget 1 £10\\.00 20%`, 'g')), `line ${n}`).toHaveLength(1);
    }
    expect(text.all).toContain('Total Due £1,800.00');
  });

  it("answers 'Invoice not found' for an unknown or deleted invoice, and another business's", async () => {
    const { token } = await businessWithLogo();
    const missing = await api(token).call('invoiceGenerate', { params: { id: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ message: 'Invoice not found' });

    const invoice = await api(token).ok('invoiceCreate', { body: invoiceBody(THREE_LINES) });
    const other = await seedUser({ withBusiness: true });
    const foreign = await api(other.token).call('invoiceGenerate', { params: { id: invoice.id } });
    expect(foreign.status).toBe(404);

    await api(token).ok('invoiceDelete', { params: { id: invoice.id } });
    const deleted = await api(token).call('invoiceGenerate', { params: { id: invoice.id } });
    expect(deleted.status).toBe(404);
    expect(deleted.error).toMatchObject({ message: 'Invoice not found' });
  });
});

describe('invoice e-mail (invoice/{id}/send)', () => {
  it('sends the PDF attached with the note, replies to the business, and records when and to whom', async () => {
    const { token } = await businessWithLogo();
    const invoice = await api(token).ok('invoiceCreate', { body: invoiceBody(THREE_LINES) });
    const to = `customer-${randomUUID()}@example.test`;
    await api(token).ok('invoiceSend', {
      params: { id: invoice.id },
      body: { emailTo: to, emailNote: 'Thank you for your custom.\n\nSee you next month.' },
    });

    const mail = await mailTo(to);
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Acme Café Ltd`);
    expect(mail.from).toContain('Acme Café Ltd via');
    expect(mail.replyTo.join(' ')).toContain('accounts@acme.example');
    expect(mail.text).toContain('Thank you for your custom.');
    expect(mail.text).toContain('Total due: £278.08, by 25/12/2026.');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: `invoice_${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf' }),
    ]);
    const download = await fetch(`${baseUrl}/_local/mail/${encodeURIComponent(mail.id)}/attachments/0`);
    expect(download.status).toBe(200);
    const text = await readPdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text.all).toContain(invoice.invoiceNumber);
    expect(text.all).toContain('Total Due £278.08');

    const after = await api(token).ok('invoiceGet', { params: { id: invoice.id } });
    expect(after.sentTo).toBe(to);
    expect(after.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a bad address with a field error and a deleted invoice as not found, sending nothing', async () => {
    const { token } = await businessWithLogo();
    const invoice = await api(token).ok('invoiceCreate', { body: invoiceBody(THREE_LINES) });
    const bad = await api(token).call('invoiceSend', {
      params: { id: invoice.id },
      body: { emailTo: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.errors).toEqual([expect.objectContaining({ field: 'emailTo' })]);

    await api(token).ok('invoiceDelete', { params: { id: invoice.id } });
    const to = `gone-${randomUUID()}@example.test`;
    const gone = await api(token).call('invoiceSend', { params: { id: invoice.id }, body: { emailTo: to } });
    expect(gone.status).toBe(404);
    const all = (await (await fetch(`${baseUrl}/_local/mail.json`)).json()) as LocalMail[];
    expect(all.some((m) => m.to.some((t) => t.includes(to)))).toBe(false);
  });
});
