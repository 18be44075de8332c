/**
 * The example VAT templates (SPEC §2 "Import figures modal": example xlsx and csv templates offered),
 * made in the browser with `xlsx`, laid out so that the importer reads them back exactly: labels in
 * HMRC's words beside nine example figures in column C, whose box 3 and box 5 identities hold (in the
 * xlsx file boxes 3 and 5 are formulas, so they stay right when the person types their own figures).
 */
import type * as XlsxModule from 'xlsx';
import { MESSAGES, VAT_BOXES, type VatBox } from '@bk/domain';
import { notify } from '../../../lib/notifications/notification-store';
import { loadXlsx } from './read-workbook';

export type TemplateKind = 'xlsx' | 'csv';
export const TEMPLATE_FILE_NAMES: Record<TemplateKind, string> = {
  xlsx: 'vat-return-template.xlsx',
  csv: 'vat-return-template.csv',
};
export const TEMPLATE_SHEET_NAME = 'VAT Return';

/** The example figures in pounds: box 3 = 1 + 2, box 5 = 3 - 4, boxes 6-9 whole pounds. */
export const TEMPLATE_FIGURES: Record<VatBox, number> = {
  vatDueSales: 12345.67,
  vatDueAcquisitions: 123.45,
  totalVatDue: 12469.12,
  vatReclaimedCurrPeriod: 2345.89,
  netVatDue: 10123.23,
  totalValueSalesExVAT: 61728,
  totalValuePurchasesExVAT: 11729,
  totalValueGoodsSuppliedExVAT: 0,
  totalAcquisitionsExVAT: 617,
};

/** Where the figures are: column C, rows 4 to 12. */
export const TEMPLATE_CELLS: Record<VatBox, string> = Object.fromEntries(
  VAT_BOXES.map((box, i) => [box, `C${i + 4}`]),
) as Record<VatBox, string>;

const LABELS: Record<VatBox, string> = {
  vatDueSales: 'VAT due on sales and other outputs',
  vatDueAcquisitions: 'VAT due on acquisitions of goods made in Northern Ireland from EU Member States',
  totalVatDue: 'Total VAT due (the sum of boxes 1 and 2)',
  vatReclaimedCurrPeriod:
    'VAT reclaimed on purchases and other inputs (including acquisitions in Northern Ireland from EU Member States)',
  netVatDue: 'Net VAT to pay to HMRC or reclaim (the difference between boxes 3 and 4)',
  totalValueSalesExVAT: 'Total value of sales and all other outputs excluding any VAT (whole pounds)',
  totalValuePurchasesExVAT: 'Total value of purchases and all other inputs excluding any VAT (whole pounds)',
  totalValueGoodsSuppliedExVAT:
    'Total value of dispatches of goods and related costs (excluding VAT) from Northern Ireland to EU Member States (whole pounds)',
  totalAcquisitionsExVAT:
    'Total value of acquisitions of goods and related costs (excluding VAT) made in Northern Ireland from EU Member States (whole pounds)',
};

const FORMULAS: Partial<Record<VatBox, string>> = { totalVatDue: 'C4+C5', netVatDue: 'ABS(C6-C7)' };

/** The template as a workbook of one sheet, for `XLSX.write`. */
export function buildTemplateWorkbook(XLSX: typeof XlsxModule): XlsxModule.WorkBook {
  const rows: (string | number)[][] = [
    ['VAT return figures'],
    ['Replace the example figures in column C with your own. Boxes 3 and 5 are worked out from the others.'],
    ['Box', 'Description', 'Amount (£)'],
    ...VAT_BOXES.map((box, i) => [i + 1, LABELS[box], TEMPLATE_FIGURES[box]]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  VAT_BOXES.forEach((box, i) => {
    const cell = sheet[TEMPLATE_CELLS[box]] as XlsxModule.CellObject;
    cell.z = i < 5 ? '#,##0.00' : '#,##0';
    const formula = FORMULAS[box];
    if (formula) cell.f = formula;
  });
  sheet['!cols'] = [{ wch: 5 }, { wch: 90 }, { wch: 16 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, TEMPLATE_SHEET_NAME);
  return book;
}

/** The template file's bytes (the csv in UTF-8 with a byte-order mark, so Excel shows '£'). */
export async function templateBytes(kind: TemplateKind): Promise<Uint8Array> {
  const XLSX = await loadXlsx();
  const book = buildTemplateWorkbook(XLSX);
  if (kind === 'csv')
    return new TextEncoder().encode(`\uFEFF${XLSX.write(book, { bookType: 'csv', type: 'string' }) as string}`);
  return new Uint8Array(XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer);
}

const MIME: Record<TemplateKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

/** Makes the example template and hands it to the browser as vat-return-template.xlsx or .csv. */
export function downloadTemplate(kind: TemplateKind): void {
  templateBytes(kind).then(
    (bytes) => {
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: MIME[kind] }));
      const link = document.createElement('a');
      link.href = url;
      link.download = TEMPLATE_FILE_NAMES[kind];
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    () => notify({ type: 'error', message: MESSAGES.unknown }),
  );
}
