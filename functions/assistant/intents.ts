import type { Action } from '@bk/domain';

/**
 * The questions about a person's own books the assistant answers (decision 0065), each
 * with the action of the policy table the API route that shows the same figure requires. One
 * table, read by the guard and by the test that proves it against the contract.
 */
export const INTENT_ACTIONS = {
  /** `transaction/vat-figures` */
  vatOwed: 'vat:read',
  /** `hmrc/obligations` (the due date of the open period) */
  nextDeadline: 'vat:read',
  /** `transaction/incomplete-count` (`uncategorised`) */
  uncategorisedCount: 'ledger:read',
  /** `transaction/stats/category` */
  categorySpend: 'ledger:read',
} as const satisfies Record<string, Action>;

export type IntentName = keyof typeof INTENT_ACTIONS;

/** The API route whose figure each intent gives (for the test that compares their permissions). */
export const INTENT_ROUTES = {
  vatOwed: 'transactionVatFigures',
  nextDeadline: 'hmrcObligations',
  uncategorisedCount: 'transactionIncompleteCount',
  categorySpend: 'transactionStatsCategory',
} as const satisfies Record<IntentName, string>;

export type TaxYearChoice = 'this' | 'last';

export type Intent =
  | { name: 'vatOwed' }
  | { name: 'nextDeadline' }
  | { name: 'uncategorisedCount' }
  | { name: 'categorySpend'; category: string; taxYear: TaxYearChoice };

/** Lower case, apostrophes dropped, other punctuation as spaces, single spaces. */
export function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9£.\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const UNCATEGORISED = [
  /\buncategori[sz]ed\b/,
  /\b(no|without|missing|without a|with no|lack(ing)?( a)?) categor(y|ies)\b/,
  /\bnot (been )?categori[sz]ed\b/,
];
const DEADLINE = [
  /\bdeadlines?\b/,
  /\bdue date\b/,
  /\bwhen (is|are|do|does|must|should)\b.*\b(vat|return|due|submit|file|pay)\b/,
  /\bnext (vat )?return\b.*\bdue\b/,
];
const VAT_OWED = [
  /\bhow much vat\b/,
  /\bvat\b.*\b(owe|owing|bill|liability)\b/,
  /\b(owe|owing)\b.*\bvat\b/,
  /\bvat (do|will|must|should) i (pay|owe)\b/,
];
/** "spend on fuel", "spent on travel", "spending on fuel", "spend for materials". */
const SPEND = /\b(?:spend|spent|spending|paid|pay out)\s+(?:on|for)\s+(.+)$/;
/** Where the category's name ends: the period words that may follow it. */
const PERIOD_START = /\s*\b(this|last|previous|current|in the|in my|during|over the|for the|so far|to date|since)\b.*$/;

/** "what did I spend on fuel last tax year" -> `{ category: 'fuel', taxYear: 'last' }`. */
function spendIntent(q: string): Intent | null {
  const m = SPEND.exec(q);
  if (!m?.[1]) return null;
  const rest = m[1];
  const taxYear: TaxYearChoice = /\b(last|previous)\b.*\byear\b/.test(rest) ? 'last' : 'this';
  const category = rest
    .replace(PERIOD_START, '')
    .replace(/\b(in total|altogether|please)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return category ? { name: 'categorySpend', category, taxYear } : null;
}

/**
 * The intent a question asks, or null for a help question. Deterministic: regular phrasings of
 * each intent, checked in an order where the narrower wins ("when is my VAT due" is a deadline,
 * not an amount). Questions on how to do something ("how do I pay my VAT") match none.
 * @example matchIntent('How much VAT do I owe?') // { name: 'vatOwed' }
 */
export function matchIntent(question: string): Intent | null {
  const q = normalise(question);
  if (/^how (do|can|should) i\b/.test(q)) return null;
  if (UNCATEGORISED.some((r) => r.test(q)) && /\b(how many|count|number|any)\b/.test(q))
    return { name: 'uncategorisedCount' };
  if (DEADLINE.some((r) => r.test(q))) return { name: 'nextDeadline' };
  if (VAT_OWED.some((r) => r.test(q))) return { name: 'vatOwed' };
  return spendIntent(q);
}
