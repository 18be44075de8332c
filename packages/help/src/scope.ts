import { tokenize } from './text';

/**
 * Money and tax subjects Bookkeeper does not handle. Their questions share words with the corpus
 * ("tax", "pay", "company", "capital", "loan"), so retrieval alone would answer "how is crypto
 * taxed" from a passage on the Self Assessment deadline; naming them lets the assistant say
 * plainly that it cannot help, and offer support.
 */
const OUT_OF_SCOPE: readonly string[] = [
  'crypto',
  'cryptocurrency',
  'cryptoasset',
  'cryptoassets',
  'bitcoin',
  'ethereum',
  'nft',
  'corporation tax',
  'capital gains',
  'inheritance',
  'stamp duty',
  'council tax',
  'companies house',
  'payroll',
  'paye',
  'payslip',
  'minimum wage',
  'pension',
  'pensions',
  'isa',
  'isas',
  'mortgage',
  'dividend',
  'dividends',
  'child benefit',
  'universal credit',
  'student loan',
];

const PHRASES = OUT_OF_SCOPE.map((phrase) => tokenize(phrase));

/** Whether the question is about a subject the product does not handle. */
export function isOutOfScope(question: string): boolean {
  const words = tokenize(question);
  return PHRASES.some((phrase) =>
    words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word)),
  );
}
