import type { PdfText } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { layoutPdf, type PdfDocumentContent } from './receipt-pdf-layout';

/** A stand-in for the font metrics: every character as wide as Helvetica's widest common letters. */
const measure = (text: string, font: 'regular' | 'bold', size: number) =>
  text.length * size * (font === 'bold' ? 0.6 : 0.55);

const content = (lines: number): PdfDocumentContent => ({
  title: 'Income Tax Update Receipt',
  businessName: 'Ada Bakes',
  sections: [
    { heading: 'Details', lines: [{ label: 'Calculation ID', value: 'f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c' }] },
    {
      heading: 'Figures sent',
      lines: Array.from({ length: lines }, (_, i) => ({ label: `Line ${i + 1}`, value: '£1,234.56', figure: true })),
      text: 'I confirm the information is correct and complete.',
    },
  ],
});

const texts = (layout: ReturnType<typeof layoutPdf>) =>
  layout.pages.flat().filter((i): i is PdfText => i.kind === 'text');

describe('Income Tax receipt PDF layout', () => {
  it('puts the title, business, every line and the text on one page, figures ending at the right margin', () => {
    const layout = layoutPdf(content(3), measure);
    expect(layout.pages).toHaveLength(1);
    const all = texts(layout).map((t) => t.text);
    for (const expected of ['Income Tax Update Receipt', 'Ada Bakes', 'Calculation ID', 'Line 3', 'page 1 of 1'])
      expect(
        all.some((t) => t.includes(expected)),
        expected,
      ).toBe(true);
    expect(all).toContain('f2fb30e5-4ab6-4a29-b3c1-c7264259ff1c');
    const figures = texts(layout).filter((t) => t.text === '£1,234.56');
    expect(figures).toHaveLength(3);
    for (const f of figures) expect(f.x + f.width).toBeCloseTo(595.28 - 48, 5);
  });

  it('goes on to a second page when the lines do not fit, every item within the page', () => {
    const layout = layoutPdf(content(80), measure, { logo: true });
    expect(layout.pages.length).toBeGreaterThan(1);
    for (const t of texts(layout)) expect(t.y).toBeLessThanOrEqual(841.89);
    expect(layout.pages[0]?.some((i) => i.kind === 'image')).toBe(true);
  });
});
