import type { AssistantAnswer } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { figureValue, linkTarget, needsSupportLink, periodText, spokenAnswer } from './answer-format';

const base: AssistantAnswer = { kind: 'help', text: 'Open Submit VAT Return.', citations: [], actions: [] };

describe("an answer's figure the British way (SPEC §9)", () => {
  it('formats money, counts and dates', () => {
    expect(figureValue({ label: 'VAT to pay', amount: '1234.56' })).toBe('£1,234.56');
    expect(figureValue({ label: 'VAT to reclaim', amount: '-20.50' })).toBe('-£20.50');
    expect(figureValue({ label: 'VAT to pay', amount: '0.00' })).toBe('£0.00');
    expect(figureValue({ label: 'Without a category', count: 1234 })).toBe('1,234');
    expect(figureValue({ label: 'Next deadline', date: '2026-08-07' })).toBe('07/08/2026');
    expect(figureValue({ label: 'Open period', period: { from: '2026-04-01', to: '2026-06-30' } })).toBeNull();
  });

  it('shows an amount that is not money as sent rather than a wrong figure', () => {
    expect(figureValue({ label: 'VAT', amount: 'n/a' })).toBe('n/a');
  });

  it('writes a period as "from to to"', () => {
    expect(periodText({ from: '2026-04-01', to: '2026-06-30' })).toBe('01/04/2026 to 30/06/2026');
  });

  it('reads the figure, its period and its business out after the words', () => {
    const answer: AssistantAnswer = {
      ...base,
      kind: 'figure',
      text: 'This is the VAT for the open period.',
      figure: { label: 'VAT to pay', amount: '193.33', period: { from: '2017-04-01', to: '2017-06-30' } },
    };
    expect(spokenAnswer(answer, 'Cakes Ltd')).toBe(
      'This is the VAT for the open period. VAT to pay: £193.33. Period 01/04/2017 to 30/06/2017. Business: Cakes Ltd.',
    );
    expect(spokenAnswer(base, 'Cakes Ltd')).toBe('Open Submit VAT Return.');
  });
});

describe("where an answer's link goes", () => {
  it('opens screens of the app through the router, without the base', () => {
    expect(linkTarget('/app/hmrc/vat-return')).toEqual({ kind: 'screen', to: '/hmrc/vat-return' });
    expect(linkTarget('/app/transactions?filter=uncategorised#top')).toEqual({
      kind: 'screen',
      to: '/transactions?filter=uncategorised#top',
    });
    expect(linkTarget('/app/support', '/app')).toEqual({ kind: 'screen', to: '/support' });
  });

  it('opens the help page and anything off the app as a page', () => {
    expect(linkTarget('/app/legal/help.html#vat-treatment')).toEqual({
      kind: 'page',
      href: '/app/legal/help.html#vat-treatment',
    });
    expect(linkTarget('/app/version.json')).toEqual({ kind: 'page', href: '/app/version.json' });
    expect(linkTarget('https://www.gov.uk/guidance/vat-guide-notice-700')).toEqual({
      kind: 'page',
      href: 'https://www.gov.uk/guidance/vat-guide-notice-700',
    });
    expect(linkTarget('/apply/x')).toEqual({ kind: 'page', href: '/apply/x' });
  });
});

describe('the support link', () => {
  it('is added to an answer that could not help, unless it already offers support', () => {
    expect(needsSupportLink({ ...base, kind: 'not-covered' }, '/support')).toBe(true);
    expect(needsSupportLink({ ...base, kind: 'refused' }, '/support')).toBe(true);
    expect(
      needsSupportLink(
        { ...base, kind: 'not-covered', actions: [{ label: 'Contact support', href: '/app/support' }] },
        '/support',
      ),
    ).toBe(false);
    expect(needsSupportLink(base, '/support')).toBe(false);
  });
});
