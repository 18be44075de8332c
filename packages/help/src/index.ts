import MiniSearch, { type SearchResult } from 'minisearch';
import indexFile from './generated/help-index.json';
import { INDEX_OPTIONS, type HelpIndexFile, type IndexedPassage, type StoredPassage } from './search-options';
import { isOutOfScope } from './scope';
import { contentTerms } from './text';

/** A passage of the help corpus that answers a question, with the link it cites. */
export interface HelpPassage {
  id: string;
  title: string;
  /** Plain English, no markup; paragraphs separated by a blank line. */
  text: string;
  /** An address in the app: a screen (`/app/hmrc/vat-return`) or the help page (`/app/legal/help.html#vat`). */
  href: string;
  /** What the link says, e.g. "Open Submit VAT Return". */
  linkLabel: string;
  score: number;
}

export interface HelpAnswer {
  /** False when the corpus does not cover the question: say so rather than show weak matches. */
  covered: boolean;
  passages: HelpPassage[];
}

/**
 * Coverage rule (decision 0064), tuned on src/retrieval-cases.ts. The question is not about a
 * subject the product does not handle (src/scope.ts); the best passage scores at least MIN_SCORE
 * and matches a word of the question in its title or keywords (what the passage is about, not a
 * word its text happens to use); and at least MIN_KNOWN of the question's content words match the
 * best passages (exactly, as a prefix or with a typo), so "who won the football last night" is not
 * answered from passages that say "last".
 */
export const MIN_SCORE = 5;
export const MIN_KNOWN = 0.6;
/** How many of the best passages the coverage rule reads, whatever the caller's limit. */
const COVERAGE_DEPTH = 3;

const file = indexFile as HelpIndexFile;
const byId = new Map<string, StoredPassage>(file.passages.map((p) => [p.id, p]));
let search: MiniSearch<IndexedPassage> | undefined;

/** Loaded on the first question, once per warm function. */
function engine(): MiniSearch<IndexedPassage> {
  search ??= MiniSearch.loadJS<IndexedPassage>(file.index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  return search;
}

function isCovered(question: string, terms: string[], results: SearchResult[]): boolean {
  const [best] = results;
  if (!best || best.score < MIN_SCORE || isOutOfScope(question)) return false;
  const aboutIt = Object.values(best.match).some((fields) => fields.some((field) => field !== 'text'));
  const matched = new Set(results.slice(0, COVERAGE_DEPTH).flatMap((result) => result.queryTerms));
  return aboutIt && terms.filter((term) => matched.has(term)).length / terms.length >= MIN_KNOWN;
}

/** The passages that best answer a question, best first, and whether the corpus covers it. */
export function answerFromHelp(question: string, limit = 3): HelpAnswer {
  const terms = contentTerms(question);
  if (terms.length === 0) return { covered: false, passages: [] };
  const results = engine().search(question);
  const passages = results.slice(0, Math.max(1, limit)).flatMap((result): HelpPassage[] => {
    const passage = byId.get(String(result.id));
    return passage ? [{ ...passage, score: Math.round(result.score * 100) / 100 }] : [];
  });
  return { covered: isCovered(question, terms, results), passages };
}
