import { describe, expect, it } from 'vitest';
import { visibleVatTiles } from './tiles';

const titles = (flags: { penalties: boolean; silentMode: boolean }) => visibleVatTiles(flags).map((t) => t.title);

describe('MTD VAT menu tiles (SPEC §2)', () => {
  it('shows every tile when penalties are on and reminders are not silent', () => {
    expect(titles({ penalties: true, silentMode: false })).toEqual([
      'VAT Return',
      'VAT Return Receipts',
      'VAT Obligations',
      'VAT Payment Information',
      'VAT Liabilities',
      'VAT Penalties',
      'MTD VAT Authorization',
      'VAT Reminders',
    ]);
  });

  it('hides VAT Penalties when penalties are off and VAT Reminders in silent mode', () => {
    const shown = titles({ penalties: false, silentMode: true });
    expect(shown).not.toContain('VAT Penalties');
    expect(shown).not.toContain('VAT Reminders');
    expect(shown).toHaveLength(6);
  });
});
