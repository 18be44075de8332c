import { describe, expect, it } from 'vitest';
import { businessTileLabel } from './business-tile';

describe('businessTileLabel (SPEC §2 Select Business, §6)', () => {
  it('hides the role for administrators and shows it in brackets for others', () => {
    expect(businessTileLabel({ name: 'Acme', businessRole: { id: 10, name: 'Administrator' } })).toBe('Acme');
    expect(businessTileLabel({ name: 'Acme', businessRole: { id: 100, name: 'Accountant' } })).toBe(
      'Acme (Accountant)',
    );
    expect(businessTileLabel({ name: 'Acme', businessRole: { id: 103, name: 'Other' } })).toBe('Acme (Other)');
  });

  it('names a business with an overlong name "Business" (SPEC §9)', () => {
    expect(businessTileLabel({ name: 'x'.repeat(48), businessRole: { id: 101, name: 'Employee' } })).toBe(
      'Business (Employee)',
    );
  });
});
