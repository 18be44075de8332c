import { describe, expect, it } from 'vitest';
import { profileSavedMessage, profileUpdateBody, validateProfileForm, type ProfileFormValues } from './profile-form';

const base: ProfileFormValues = { name: 'Sam', newEmail: '', currentPassword: '', password: '', confirmPassword: '' };

describe('Edit Profile form (SPEC §5 "Accounts and business")', () => {
  it('asks for a matching confirm password only when a new password is typed', () => {
    expect(validateProfileForm({ ...base, confirmPassword: 'something' })).toEqual({});
    expect(
      validateProfileForm({ ...base, currentPassword: 'old', password: 'new-pass-1', confirmPassword: 'new-pass-2' }),
    ).toEqual({ confirmPassword: 'Confirm password must match password' });
    expect(
      validateProfileForm({ ...base, currentPassword: 'old', password: 'new-pass-1', confirmPassword: 'new-pass-1' }),
    ).toEqual({});
  });

  it('needs a name', () => {
    expect(validateProfileForm({ ...base, name: '  ' })).toEqual({ name: 'Name cannot be blank' });
  });

  it('sends only what was typed', () => {
    expect(profileUpdateBody({ ...base, name: ' Sam Jones ' })).toEqual({ name: 'Sam Jones' });
    expect(profileUpdateBody({ ...base, newEmail: ' new@example.test ', currentPassword: 'old' })).toEqual({
      name: 'Sam',
      newEmail: 'new@example.test',
      currentPassword: 'old',
    });
    expect(profileUpdateBody({ ...base, password: 'n', confirmPassword: 'n', currentPassword: 'old' })).toEqual({
      name: 'Sam',
      password: 'n',
      confirmPassword: 'n',
      currentPassword: 'old',
    });
  });

  it('says how the save went in the words of SPEC §8', () => {
    expect(profileSavedMessage(false)).toBe('Profile updated');
    expect(profileSavedMessage(true)).toBe(
      'Profile updated, please click the link in the verification email sent to your new email address in order to complete the update',
    );
  });
});
