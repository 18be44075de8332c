import { describe, expect, it } from 'vitest';
import type { HelpPassage } from '@bk/help';
import { expenseCategoryNamed } from './figures';
import { answerFromPassages, excerptOf } from './help-answer';

const passage = (id: string, score: number, href: string): HelpPassage => ({
  id,
  title: `Title ${id}`,
  text: `Text of ${id}. `.repeat(30).trim(),
  href,
  linkLabel: `Open ${id}`,
  score,
});

describe('answerFromPassages', () => {
  it('answers with the best passage, cites those close to it and links only to screens', () => {
    const answer = answerFromPassages([
      passage('a', 100, '/app/hmrc/vat-return'),
      passage('b', 60, '/app/legal/help.html#vat'),
      passage('c', 20, '/app/transactions'),
    ]);
    expect(answer.kind).toBe('help');
    expect(answer.text).toMatch(/^Text of a\./);
    expect(answer.citations.map((c) => c.title)).toEqual(['Title a', 'Title b']);
    expect(answer.actions).toEqual([{ label: 'Open a', href: '/app/hmrc/vat-return' }]);
  });

  it('is "not covered" with the support page when nothing matched', () => {
    expect(answerFromPassages([])).toMatchObject({ kind: 'not-covered', actions: [{ href: '/app/support' }] });
  });

  it('cuts an excerpt at a word', () => {
    const excerpt = excerptOf('word '.repeat(100));
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt).toMatch(/word…$/);
  });
});

describe('expenseCategoryNamed', () => {
  const today = '2026-05-01';
  it.each([
    ['fuel', 'fuel'],
    ['Fuel', 'fuel'],
    ['travel', 'travel'],
    ['vehicle', 'vehicle-costs'],
    ['bank charges', 'bank-charges'],
    ['software', 'software'],
  ])('"%s" is %s', (typed, id) => {
    expect(expenseCategoryNamed(typed, today)?.id).toBe(id);
  });

  it('finds no income category and nothing for words no expense has', () => {
    expect(expenseCategoryNamed('sales', today)).toBeUndefined();
    expect(expenseCategoryNamed('holidays in Spain', today)).toBeUndefined();
  });
});
