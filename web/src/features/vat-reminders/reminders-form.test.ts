import { describe, expect, it } from 'vitest';
import { remindersForm } from './reminders-form';

describe('VAT reminders settings form (SPEC §2)', () => {
  it('sends the two switches as they are', () => {
    const values = { enableAdministratorReminders: false, enableSharedAccessReminders: true };
    expect(remindersForm.validate(values)).toEqual({});
    expect(remindersForm.body(values)).toEqual(values);
  });
});
