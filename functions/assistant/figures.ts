import type { AssistantAnswer } from '@bk/contract';
import { aggregateRepository, businessRepository } from '@bk/data';
import {
  absPence,
  CATEGORIES,
  formatIsoDate,
  formatMoney,
  parsePounds,
  pence,
  saCategoryStats,
  subtractPence,
  taxYearOf,
  todayIso,
  toPounds,
  VatScheme,
  type Pence,
} from '@bk/domain';
import { getDb } from '../shared/clients/db';
import { filedPeriods } from '../shared/filed-periods';
import { categoryTotals } from '../shared/ledger/category-totals';
import { vatFigures } from '../shared/ledger/vat-figures';
import type { Intent } from './intents';
import { APP_LINKS, ASSISTANT_MESSAGES } from './messages';
import { nextOpenPeriod } from './periods';

/**
 * Each intent's answer from the business's books, read with the same code as the API route that
 * shows the figure (functions/shared/ledger), so the two never differ. The caller has already
 * checked the role may see it (`ask.ts`).
 */

const amountText = (p: Pence) => toPounds(p).toFixed(2);
const periodText = (from: string, to: string) => `${formatIsoDate(from)} to ${formatIsoDate(to)}`;

function plain(kind: AssistantAnswer['kind'], text: string, actions: AssistantAnswer['actions']): AssistantAnswer {
  return { kind, text, citations: [], actions };
}

/** The open period of a VAT-registered business, or the answer that says why there is none. */
async function openPeriodOf(businessId: string) {
  const business = await businessRepository(getDb()).getBusiness(businessId);
  if (!business?.enableVat) return { answer: plain('help', ASSISTANT_MESSAGES.vatOff, [APP_LINKS.vatSettings]) };
  const period = nextOpenPeriod(await filedPeriods(businessId));
  if (!period) return { answer: plain('help', ASSISTANT_MESSAGES.noOpenPeriod, [APP_LINKS.obligations]) };
  return { business, period };
}

export async function vatOwedAnswer(businessId: string): Promise<AssistantAnswer> {
  const open = await openPeriodOf(businessId);
  if (open.answer) return open.answer;
  const { business, period } = open;
  const scheme = business.scheme ?? VatScheme.STANDARD;
  const flat = scheme === VatScheme.FLAT_RATE;
  if (flat && business.flatRatePercent === null)
    return plain('help', ASSISTANT_MESSAGES.flatRateMissing, [APP_LINKS.editBusiness]);
  const figures = await vatFigures(businessId, {
    startDate: period.from,
    endDate: period.to,
    scheme,
    flatRatePercent: flat ? business.flatRatePercent : null,
  });
  // As Home's estimate: VAT due (box 3) less VAT reclaimed (box 4); below zero HMRC owes you.
  const net = subtractPence(parsePounds(figures.box3), parsePounds(figures.box4));
  const amount = absPence(net);
  const reclaim = net < 0;
  const range = periodText(period.from, period.to);
  const incomplete =
    figures.incompleteCount > 0
      ? ` ${figures.incompleteCount} transaction${figures.incompleteCount === 1 ? '' : 's'} in the period still need completing, so the figure may change.`
      : '';
  return {
    kind: 'figure',
    text:
      (reclaim
        ? `From your records, HMRC owes you ${formatMoney(amount)} of VAT for the period ${range}.`
        : `From your records, you owe ${formatMoney(amount)} of VAT for the period ${range}.`) +
      ` The return is due by ${formatIsoDate(period.due)}.${incomplete}`,
    citations: [],
    actions: [APP_LINKS.submitVatReturn],
    figure: {
      label: reclaim ? 'VAT to reclaim' : 'VAT to pay',
      amount: amountText(amount),
      period: { from: period.from, to: period.to },
    },
  };
}

export async function nextDeadlineAnswer(businessId: string): Promise<AssistantAnswer> {
  const open = await openPeriodOf(businessId);
  if (open.answer) return open.answer;
  const { period } = open;
  return {
    kind: 'figure',
    text: `Your next VAT return, for ${periodText(period.from, period.to)}, and any VAT you owe for it are due by ${formatIsoDate(period.due)}.`,
    citations: [],
    actions: [APP_LINKS.submitVatReturn, APP_LINKS.obligations],
    figure: { label: 'VAT return due', date: period.due, period: { from: period.from, to: period.to } },
  };
}

export async function uncategorisedAnswer(businessId: string): Promise<AssistantAnswer> {
  const count = await aggregateRepository(getDb()).countUncategorised(businessId);
  return {
    kind: 'figure',
    text:
      count === 0
        ? 'Every transaction has a category.'
        : `${count} transaction${count === 1 ? ' has' : 's have'} no category. Give each one a category so your VAT return and Self Assessment figures are right.`,
    citations: [],
    actions: [APP_LINKS.transactions],
    figure: { label: 'Transactions with no category', count },
  };
}

/** Words of a name, for matching what was typed against category names. */
const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * The expense category a person named: the exact name, else the one all of whose typed words
 * start a word of its name ("vehicle" -> "Vehicle running costs"), current categories first.
 */
export function expenseCategoryNamed(typed: string, today: string) {
  const expenses = CATEGORIES.filter((c) => c.saCategory && !c.saCategory.income && !c.ignore).sort(
    (a, b) => Number(a.endDate !== null && a.endDate < today) - Number(b.endDate !== null && b.endDate < today),
  );
  const want = words(typed).filter((w) => !['my', 'the', 'on', 'for', 'costs', 'cost'].includes(w));
  if (want.length === 0) return undefined;
  const exact = expenses.find((c) => words(c.name).join(' ') === want.join(' '));
  if (exact) return exact;
  return expenses.find((c) => {
    const have = words(c.name);
    return want.every((w) => have.some((h) => h.startsWith(w.replace(/s$/, ''))));
  });
}

export async function categorySpendAnswer(
  businessId: string,
  intent: Extract<Intent, { name: 'categorySpend' }>,
  now: Date,
): Promise<AssistantAnswer> {
  const today = todayIso(now);
  const category = expenseCategoryNamed(intent.category, today);
  if (!category)
    return plain('not-covered', ASSISTANT_MESSAGES.unknownCategory(intent.category), [APP_LINKS.selfAssessment]);
  const current = taxYearOf(today);
  const year = intent.taxYear === 'last' ? taxYearOf(`${current.startYear - 1}-06-01`) : current;
  // The full form's line (SA103F), as `transaction/stats/category` answers it: all of the money out.
  const stat = saCategoryStats('SA103F', await categoryTotals(businessId, year.start, year.end)).find(
    (s) => s.categoryId === category.id,
  );
  const spent = stat ? stat.amount : pence(0);
  return {
    kind: 'figure',
    text: `You spent ${formatMoney(spent)} on ${category.name} in the ${year.label.replace('-', '/')} tax year (${periodText(year.start, year.end)}).`,
    citations: [],
    actions: [APP_LINKS.selfAssessment],
    figure: {
      label: `Spent on ${category.name}`,
      amount: amountText(spent),
      period: { from: year.start, to: year.end },
    },
  };
}
