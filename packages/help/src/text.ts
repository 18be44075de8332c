/**
 * How passages and questions become search terms. The same functions index the corpus at build
 * time and read the question at run time, so a change here changes the committed index (its
 * freshness test then fails until `npm run build:help -w @bk/help` is run).
 */

/** Words that say nothing about the topic of a question. */
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be because been before being but by can ' +
    'could did do does doing done for from get gets getting got had has have having he her here hers him his ' +
    'how i if in into is it its itself just let me might mine more most must my myself need needs no nor not ' +
    'now of off on once one only or other our ours out over own please same shall she should so some ' +
    'such than that the their theirs them then there these they this those through thus to too under until ' +
    'up us very want wants was we were what when where which while who whom why will with would you your ' +
    'yours yourself hi hello thanks thank tell explain show way ok okay time bookkeeper app'
  ).split(' '),
);

/**
 * Words people use for a corpus word that the passages' keywords do not already catch. Kept only
 * where leaving the fold out lowered the retrieval test's score (decision 0064 has the figures):
 * most other folds (file/submit, fee/charge, petrol/fuel) were no better than the keywords.
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  colleague: 'employee',
  staff: 'employee',
  categorise: 'category',
  categorize: 'category',
  categorised: 'category',
  categorized: 'category',
  uncategorised: 'category',
  uncategorized: 'category',
};

/** A light suffix stripper: plural and verb endings, only on words long enough to keep a stem. */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5 && !word.endsWith('eed')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/** Splits on anything that is not a letter or a digit; apostrophes join ("don't" is one word). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9£]+/)
    .filter((t) => t.length > 0);
}

/** One term as the index keeps it, or null for a stop word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^£/, '');
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  const folded = SYNONYMS[lower] ?? lower;
  return stem(folded);
}

/** The terms of a question that say what it is about. */
export function contentTerms(text: string): string[] {
  const terms = tokenize(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}
