import { BusinessRole } from '@bk/domain';
import { describe, expect, it } from 'vitest';
import { shareForm } from './share-form';

describe('Share Access form (SPEC §2)', () => {
  it('needs an e-mail address and a role', () => {
    expect(shareForm.validate({ email: ' ', businessRoleId: '' })).toEqual({
      email: 'Enter the e-mail address of the person to share with',
      businessRoleId: 'Choose a role',
    });
    expect(shareForm.validate({ email: 'jo@', businessRoleId: String(BusinessRole.EMPLOYEE) })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('sends the address trimmed and the role as a number', () => {
    const values = { email: ' Jo@Example.test ', businessRoleId: String(BusinessRole.EMPLOYEE) };
    expect(shareForm.validate(values)).toEqual({});
    expect(shareForm.body(values)).toEqual({ email: 'jo@example.test', businessRoleId: BusinessRole.EMPLOYEE });
  });
});
