/**
 * The invoice PDF scenario of `npm run bench` (decision 0038): the time pdfkit takes to draw a
 * 3-line and a 200-line invoice with the two embedded fonts and a logo, in this process as the
 * invoice Lambda draws it (`invoice/{id}/generate` and the e-mail), after one warm-up run that
 * reads the fonts as a cold start does.
 */
import { fileURLToPath } from 'node:url';
import { invoiceDocument, invoiceTotals, pence, type InvoiceDocument } from '@bk/domain';
import { renderInvoicePdf } from '../../functions/invoice/pdf/render';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);

/** A 64 x 32 PNG, so the logo's decoding is part of the time. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAYAAACinX6EAAAATElEQVR4AeXBAQ0AIAzAsH1CUIL/4IoLWTvv3E+YxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxEmcxC2GxAJhvZGpoQAAAABJRU5ErkJggg==';
const RATES = ['standard', 'reduced', 'zero'] as const;

export interface PdfCase {
  lines: number;
  pages: number;
  bytes: number;
  p50ms: number;
  p95ms: number;
}
export interface InvoicePdfResults {
  runs: number;
  cases: PdfCase[];
}

function document(lines: number): InvoiceDocument {
  const items = Array.from({ length: lines }, (_, i) => ({
    description: `Consultancy for Zoë’s Café, visit ${i + 1} (hours)`,
    quantity: 1.5,
    unitPrice: pence(8_000 + i),
    vatRateId: RATES[i % 3] ?? 'standard',
  }));
  const totals = invoiceTotals(items);
  return invoiceDocument(
    {
      invoiceNumber: 'INV-00042',
      purchaseOrderNumber: 'PO-1',
      issueDate: '2026-11-25',
      dueDate: '2026-12-25',
      status: 'Awaiting Payment',
      toName: 'Customer Ltd',
      toAddress: '1 Market Street\nLeeds LS1 1AA',
      fromName: 'Acme Traders Ltd',
      fromAddress: '2 High Street\nYork YO1 1AA',
      fromVrn: '123456789',
      fromPhoneNumber: '01904 000000',
      fromEmailAddress: 'accounts@acme.example',
      paymentTerms: 'Within 30 days',
      logoBase64: LOGO,
      invoiceItems: items.map((item, i) => ({
        ...item,
        vatRateName: '20%',
        ...(totals.lines[i] ?? { net: pence(0), vat: pence(0), gross: pence(0) }),
      })),
      vatSummary: totals.vatSummary,
      totalNet: totals.totalNet,
      totalVat: totals.totalVat,
      totalGross: totals.totalGross,
      amountPaid: pence(0),
      totalDue: totals.totalGross,
    },
    { name: 'Acme Traders Ltd', logoBase64: null },
  );
}

function quantile(sorted: number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return Number(value.toFixed(1));
}

async function measure(lines: number): Promise<PdfCase> {
  const doc = document(lines);
  const first = await renderInvoicePdf(doc); // warm-up: reads the fonts, as a cold start does
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await renderInvoicePdf(doc);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const pages = (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { lines, pages, bytes: first.length, p50ms: quantile(times, 0.5), p95ms: quantile(times, 0.95) };
}

export async function invoicePdfBench(): Promise<InvoicePdfResults> {
  return { runs: RUNS, cases: [await measure(3), await measure(200)] };
}

export function invoicePdfDocLines(r: InvoicePdfResults): string[] {
  return [
    '',
    `Invoice PDF: pdfkit drawing an invoice with the two embedded DejaVu fonts and a logo, ${r.runs} runs each after a warm-up, in one process as the invoice Lambda draws it.`,
    '',
    '| invoice | pages | PDF size | p50 ms | p95 ms |',
    '|---|---|---|---|---|',
    ...r.cases.map(
      (c) => `| ${c.lines} lines | ${c.pages} | ${(c.bytes / 1024).toFixed(0)} KiB | ${c.p50ms} | ${c.p95ms} |`,
    ),
  ];
}

/** `npx tsx tests/bench/invoice-pdf.ts`: this scenario alone (prints the figures). */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log((await invoicePdfBench()).cases);
}
