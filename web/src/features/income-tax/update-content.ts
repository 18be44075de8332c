import { maskNino } from '@bk/domain';
import { formatDate, formatDateTime, formatPounds } from '../../lib/format';
import type { ItsaField, ItsaFigures, ItsaSubmission } from './api/queries';
import type { PdfDocumentContent, PdfLine } from './pdf/receipt-pdf-layout';

/*
 * What the review, the receipt and its PDF say about a quarterly update, as plain functions of the
 * server's answers, so the screens only lay them out.
 */

export const GROUP_TITLES = {
  periodIncome: 'Income',
  periodExpenses: 'Expenses (each in full, including any part not allowed for tax)',
  periodDisallowableExpenses: 'Disallowable expenses (the part of each expense not allowed for tax)',
} as const;

export type FieldGroup = keyof typeof GROUP_TITLES;

/** What the person confirms by ticking the declaration before an update is sent. */
export const DECLARATION_TEXT =
  'I confirm that the figures in this update are correct and complete to the best of my knowledge, that they come from my business records kept in this app, and that HMRC will use them to estimate my Income Tax.';

/** The one line a consolidated update sends for all expenses. */
export const CONSOLIDATED_LABEL = 'Consolidated expenses (all allowable expenses as one figure)';

export interface ShownField {
  name: string;
  label: string;
  amount: number;
  categories: { name: string; amount: number }[];
}

export interface ShownGroup {
  group: FieldGroup;
  title: string;
  fields: ShownField[];
}

/**
 * The fields an update sends, by group: itemised, every field (a nil one too: HMRC asks for zeros
 * rather than gaps); consolidated, the income and one expenses line, with no disallowable part
 * (HMRC refuses both together), the expense fields behind it.
 */
export function shownGroups(
  figures: Pick<ItsaFigures, 'fields' | 'allowableExpenses'>,
  consolidated: boolean,
): ShownGroup[] {
  const of = (group: FieldGroup) => figures.fields.filter((f: ItsaField) => f.group === group);
  const plain = (f: ItsaField): ShownField => ({
    name: f.name,
    label: f.label,
    amount: f.amount,
    categories: f.categories.map((c) => ({ name: c.name, amount: c.amount })),
  });
  const income = {
    group: 'periodIncome' as const,
    title: GROUP_TITLES.periodIncome,
    fields: of('periodIncome').map(plain),
  };
  if (!consolidated) {
    return [
      income,
      { group: 'periodExpenses', title: GROUP_TITLES.periodExpenses, fields: of('periodExpenses').map(plain) },
      {
        group: 'periodDisallowableExpenses',
        title: GROUP_TITLES.periodDisallowableExpenses,
        fields: of('periodDisallowableExpenses').map(plain),
      },
    ];
  }
  const disallowable = of('periodDisallowableExpenses').reduce((sum, f) => sum + Math.round(f.amount * 100), 0) / 100;
  const behind = of('periodExpenses')
    .filter((f) => f.amount !== 0)
    .map((f) => ({ name: f.label, amount: f.amount }));
  if (disallowable !== 0) behind.push({ name: 'Less the disallowable part of those expenses', amount: -disallowable });
  return [
    income,
    {
      group: 'periodExpenses',
      title: 'Expenses',
      fields: [
        {
          name: 'consolidatedExpenses',
          label: CONSOLIDATED_LABEL,
          amount: figures.allowableExpenses,
          categories: behind,
        },
      ],
    },
  ];
}

/** The receipt's file name, with the period's dates. @example 'income-tax-update-2026-04-06-to-2026-07-05.pdf' */
export function receiptFileName(submission: Pick<ItsaSubmission, 'periodStart' | 'periodEnd'>): string {
  return `income-tax-update-${submission.periodStart}-to-${submission.periodEnd}.pdf`;
}

/** The labelled details of a sent update, the same on the screen and in the PDF. */
export function receiptDetails(s: ItsaSubmission): PdfLine[] {
  return [
    { label: 'Tax year', value: s.taxYear },
    { label: 'Period', value: `${formatDate(s.periodStart)} to ${formatDate(s.periodEnd)}` },
    { label: 'Sent to HMRC', value: formatDateTime(s.submittedAt) },
    { label: 'Sent by', value: s.submittedBy },
    {
      label: 'Kind of update',
      value: s.amendment ? 'An amendment replacing the update sent before' : 'First update for the period',
    },
    {
      label: 'Expenses sent as',
      value: s.consolidated ? 'One consolidated figure' : 'Itemised, with disallowable amounts',
    },
    { label: 'HMRC business', value: s.tradingName ? `${s.tradingName} (${s.hmrcBusinessId})` : s.hmrcBusinessId },
    { label: 'National Insurance number', value: maskNino(s.nino) },
    { label: "HMRC's reference (correlation ID)", value: s.correlationId ?? 'None given' },
    {
      label: "HMRC's calculation ID",
      value: s.calculationId ?? s.calculationProblem ?? 'None: HMRC did not start a calculation',
    },
  ];
}

/** The figures as sent (the JSON HMRC received), each named by its label. */
export function sentLines(s: ItsaSubmission): PdfLine[] {
  const labels = new Map(s.fields.map((f) => [f.name, f.label]));
  labels.set('consolidatedExpenses', CONSOLIDATED_LABEL);
  const lines: PdfLine[] = [];
  for (const group of ['periodIncome', 'periodExpenses', 'periodDisallowableExpenses'] as const) {
    const values = s.sent[group];
    if (values === null || typeof values !== 'object') continue;
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'number') continue;
      lines.push({ label: labels.get(name) ?? name, value: formatPounds(value), figure: true });
    }
  }
  return lines;
}

/** Everything the receipt says, for its PDF. */
export function receiptPdfContent(s: ItsaSubmission, businessName: string): PdfDocumentContent {
  return {
    title: 'Income Tax Update Receipt',
    businessName,
    sections: [
      { heading: 'Details', lines: receiptDetails(s) },
      { heading: 'Figures sent (year to date)', lines: sentLines(s) },
      { heading: 'Declaration', lines: [], text: DECLARATION_TEXT },
    ],
  };
}
