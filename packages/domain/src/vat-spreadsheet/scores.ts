/**
 * SPEC §5's scoring of a run of nine figures: the sheet's keyword phrases, and points for figures
 * that add up as a return's boxes do.
 */
import type { Pence } from '../money';
import type { SheetData } from './cells';

/**
 * The 10 keyword phrases (SPEC §5) looked for, case-insensitively, in a sheet's text cells. Taken from
 * HMRC's box wordings, before and after 2021-04-08, so that a sheet laid out like the VAT return form
 * scores the full 9.
 */
export const VAT_KEYWORD_PHRASES: readonly string[] = [
  'vat due', // boxes 1, 2, 3
  'on sales', // box 1
  'acquisitions', // boxes 2, 4 (NI), 9
  'total vat due', // box 3
  'vat reclaimed', // box 4
  'net vat', // box 5
  'total value of sales', // box 6
  'total value of purchases', // box 7
  'related costs', // boxes 8, 9
  'excluding any vat', // boxes 6, 7 (and 8 before 2021)
];
/** SPEC §5: keyword points are capped at 9. */
export const MAX_KEYWORD_SCORE = 9;

/** How many of the 10 keyword phrases appear in the sheet's text cells, at most 9. */
export function keywordScore(sheet: SheetData): number {
  const found = new Set<string>();
  for (const row of sheet.rows) {
    for (const cell of row) {
      if (typeof cell !== 'string' || cell.length === 0) continue;
      const text = cell.toLowerCase().replace(/\s+/g, ' ');
      for (const phrase of VAT_KEYWORD_PHRASES) if (text.includes(phrase)) found.add(phrase);
      if (found.size >= VAT_KEYWORD_PHRASES.length) break;
    }
  }
  return Math.min(found.size, MAX_KEYWORD_SCORE);
}

/**
 * SPEC §5's points for nine figures in box order (pence): +10 if box 1 + box 2 = box 3; +10 if
 * box 3 - box 4 = box 5 (box 5 on a return is the difference without its sign, so |box 3 - box 4| =
 * box 5 counts too: a repayment return is still a VAT return); +5 if box 6 >= box 8; +5 if
 * box 7 >= box 9; -5 if all nine are zero; -5 per duplicate (each figure other than zero that repeats
 * one before it; zero is the usual figure of boxes 2, 8 and 9 and has its own rule).
 * @example figuresScore([100, 0, 100, 40, 60, 500, 200, 0, 0]) // 10 + 10 + 5 + 5 - 5 (100 twice) = 25
 */
export function figuresScore(values: readonly Pence[]): number {
  if (values.length !== 9) throw new RangeError(`Nine figures expected, got ${values.length}`);
  const [b1, b2, b3, b4, b5, b6, b7, b8, b9] = values as [
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
    Pence,
  ];
  let score = 0;
  if (b1 + b2 === b3) score += 10;
  if (b3 - b4 === b5 || Math.abs(b3 - b4) === b5) score += 10;
  if (b6 >= b8) score += 5;
  if (b7 >= b9) score += 5;
  if (values.every((v) => v === 0)) score -= 5;
  const seen = new Set<Pence>();
  for (const v of values) {
    if (v !== 0 && seen.has(v)) score -= 5;
    seen.add(v);
  }
  return score;
}

/** A run whose figures go up (or down) by exactly 1 each step: row numbers, box numbers, years. */
export function isSequentialRun(values: readonly Pence[]): boolean {
  if (values.length < 2) return false;
  const step = (values[1] as Pence) - (values[0] as Pence);
  if (step !== 100 && step !== -100) return false;
  return values.every((v, i) => i === 0 || v - (values[i - 1] as Pence) === step);
}
