import { describe, expect, it } from 'vitest';
import { profileForm, profileSavedMessage, profileUpdateBody, type ProfileFormValues } from './profile-form';

const base: ProfileFormValues = { name: 'Sam', newEmail: '', currentPassword: '', password: '', confirmPassword: '' };

describe('Edit Profile form (SPEC §5 "Accounts and business")', () => {
  it('asks for a matching confirm password only when a new password is typed', () => {
    expect(profileForm.validate({ ...base, confirmPassword: 'something' })).toEqual({});
    expect(
      profileForm.validate({ ...base, currentPassword: 'old', password: 'new-pass-1', confirmPassword: 'new-pass-2' }),
    ).toEqual({ confirmPassword: 'Confirm password must match password' });
    expect(
      profileForm.validate({ ...base, currentPassword: 'old', password: 'new-pass-1', confirmPassword: 'new-pass-1' }),
    ).toEqual({});
  });

  it('needs a name, and a new e-mail address that looks like one', () => {
    expect(profileForm.validate({ ...base, name: '  ' })).toEqual({ name: 'Name cannot be blank' });
    expect(profileForm.validate({ ...base, name: 'n'.repeat(201) })).toEqual({
      name: 'Field must be at most 200 characters',
    });
    expect(profileForm.validate({ ...base, newEmail: 'sam@' })).toEqual({ newEmail: 'Enter a valid email address' });
    expect(profileForm.validate({ ...base, newEmail: ' ' })).toEqual({});
  });

  it('sends only what was typed, as it was checked', () => {
    expect(profileForm.body({ ...base, newEmail: ' New@Example.test ' })).toEqual({
      name: 'Sam',
      newEmail: 'new@example.test',
    });
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
