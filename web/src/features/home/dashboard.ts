/**
 * What Home's dashboard shows, worked out from the calls' answers: the periods it totals, profit
 * or loss, the next deadlines, the VAT estimate and the first-run checklist. No I/O here.
 */
import {
  absPence,
  endOfMonth,
  parsePounds,
  selfAssessmentDeadlines,
  startOfMonth,
  subtractPence,
  taxYearOf,
  type Pence,
} from '@bk/domain';
import type { ScreenName } from '../../config/routes';
import { formatDate } from '../../lib/format';

const UK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in the UK (a person at 00:30 BST is already in the new day). */
export function ukToday(now: Date): string {
  return UK_DAY.format(now);
}

export interface DashboardPeriod {
  /** The panel's heading, e.g. 'This month' or 'This tax year'. */
  readonly title: string;
  /** Which month or tax year, e.g. 'November 2026' or '2026-2027'. */
  readonly name: string;
  readonly startDate: string;
  readonly endDate: string;
}

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The whole calendar month and the whole UK tax year (6 April to 5 April) that `today` falls in. */
export function dashboardPeriods(today: string): readonly [DashboardPeriod, DashboardPeriod] {
  const year = taxYearOf(today);
  return [
    {
      title: 'This month',
      name: MONTH_NAME.format(new Date(`${startOfMonth(today)}T00:00:00Z`)),
      startDate: startOfMonth(today),
      endDate: endOfMonth(today),
    },
    { title: 'This tax year', name: year.label, startDate: year.start, endDate: year.end },
  ];
}

/** Income less expenses, in pence; below zero it is a loss. */
export function profitOf(totals: { income: number; expenses: number }): {
  kind: 'profit' | 'loss';
  amount: Pence;
} {
  const profit = subtractPence(parsePounds(totals.income), parsePounds(totals.expenses));
  return { kind: profit < 0 ? 'loss' : 'profit', amount: absPence(profit) };
}

/** The VAT of an open period from the ledger: box 5 is box 3 less box 4, to pay or to reclaim. */
export function vatEstimate(figures: { box3: number; box4: number }): { kind: 'pay' | 'reclaim'; amount: Pence } {
  const net = subtractPence(parsePounds(figures.box3), parsePounds(figures.box4));
  return { kind: net < 0 ? 'reclaim' : 'pay', amount: absPence(net) };
}

/** An HMRC VAT obligation as the obligations call answers it. */
export interface OpenObligation {
  readonly periodKey: string;
  readonly start: string;
  readonly end: string;
  readonly due: string;
  readonly status: string;
}

/** The open obligations, the one due first first (the period whose return is wanted next). */
export function openObligations<T extends OpenObligation>(list: readonly T[]): T[] {
  return list.filter((o) => o.status === 'O').sort((a, b) => a.due.localeCompare(b.due));
}

export interface Deadline {
  readonly label: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly overdue: boolean;
  readonly to: Exclude<ScreenName, 'PageNotFound'>;
}

/**
 * The next Self Assessment deadlines (online return and balancing payment, 31 January after the
 * tax year ends): those of the last tax year until they pass, then those of the current one.
 */
export function selfAssessmentDeadlineLines(today: string): Deadline[] {
  const current = taxYearOf(today).startYear;
  const previous = { startYear: current - 1 };
  const year = selfAssessmentDeadlines(previous).online >= today ? previous : { startYear: current };
  const dates = selfAssessmentDeadlines(year);
  const name = `${year.startYear}-${year.startYear + 1}`;
  return [
    {
      label: `Self Assessment online return for ${name}`,
      date: dates.online,
      overdue: false,
      to: 'HmrcSelfAssessment',
    },
    { label: `Self Assessment payment for ${name}`, date: dates.payment, overdue: false, to: 'HmrcSelfAssessment' },
  ];
}

/** Every deadline Home knows of, the soonest first: the open VAT returns and Self Assessment. */
export function nextDeadlines(today: string, open: readonly OpenObligation[]): Deadline[] {
  const vat = open.map<Deadline>((o) => ({
    label: `VAT return for ${formatRange(o.start, o.end)}`,
    date: o.due,
    overdue: o.due < today,
    to: 'HmrcObligations',
  }));
  return [...vat, ...selfAssessmentDeadlineLines(today)].sort((a, b) => a.date.localeCompare(b.date));
}

/** @example formatRange('2017-01-01', '2017-03-31') // '01/01/2017 to 31/03/2017' */
export function formatRange(start: string, end: string): string {
  return `${formatDate(start)} to ${formatDate(end)}`;
}

export interface ChecklistItem {
  readonly label: string;
  readonly done: boolean;
  readonly to: Exclude<ScreenName, 'PageNotFound'>;
}

export interface ChecklistFacts {
  readonly business: { readonly firstLineOfAddress: string | null; readonly postalCode: string | null };
  readonly hasAccount: boolean;
  readonly hasTransaction: boolean;
  /** Null for a business that is not VAT registered: it has nothing to link. */
  readonly hmrcLinked: boolean | null;
}

const filled = (text: string | null) => text !== null && text.trim() !== '';

/** The first-run checklist: each step links to its screen and is ticked once done. */
export function checklist(facts: ChecklistFacts): ChecklistItem[] {
  const items: ChecklistItem[] = [
    {
      label: 'Add the business address',
      done: filled(facts.business.firstLineOfAddress) && filled(facts.business.postalCode),
      to: 'EditBusiness',
    },
    { label: 'Add a bank account', done: facts.hasAccount, to: 'BankAccounts' },
    { label: 'Record a first transaction', done: facts.hasTransaction, to: 'Transactions' },
  ];
  if (facts.hmrcLinked !== null)
    items.push({ label: 'Link the business to HMRC', done: facts.hmrcLinked, to: 'HmrcLogin' });
  return items;
}
