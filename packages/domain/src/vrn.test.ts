import { describe, expect, it } from 'vitest';
import { cleanVrn, needsReauthConfirm, normaliseVrn, sanitiseVrnInput, shouldCheckVrn, vrnProblem } from './vrn';

describe('VRN rules (SPEC §4 VRN change, §2 Set VRN, §5 Inputs and VRN lookup)', () => {
  it('keeps letters then digits of what is typed, in capitals', () => {
    expect(sanitiseVrnInput('gb 123 456-789')).toBe('GB123456789');
    expect(sanitiseVrnInput('123456789')).toBe('123456789');
    expect(sanitiseVrnInput('12a34')).toBe('12');
    expect(sanitiseVrnInput('')).toBe('');
  });

  it('cleans what is typed', () => {
    expect(cleanVrn('gb 123 456-789')).toBe('123456789');
    expect(cleanVrn(' 666000754 ')).toBe('666000754');
  });

  it("gives HMRC's form of a VRN: 9 digits, or 12 for a group, or null", () => {
    expect(normaliseVrn('GB 123 456 789')).toBe('123456789');
    expect(normaliseVrn('gb123-456-789-012')).toBe('123456789012');
    expect(normaliseVrn('12345678')).toBeNull();
    expect(normaliseVrn('1234567890')).toBeNull();
    expect(normaliseVrn('XI123456789')).toBeNull();
  });

  it('checks a changed VRN of 9 or more digits only', () => {
    expect(shouldCheckVrn('12345678', null)).toBe(false);
    expect(shouldCheckVrn('123456789', null)).toBe(true);
    expect(shouldCheckVrn('123456789012', '123456789')).toBe(true);
    expect(shouldCheckVrn('123456789', '123456789')).toBe(false);
    expect(shouldCheckVrn('12345678A', null)).toBe(false);
    expect(shouldCheckVrn('GB123456789', null)).toBe(false);
  });

  it('saves exactly 9 digits', () => {
    expect(vrnProblem('123456789')).toBeNull();
    expect(vrnProblem('12345678')).toBe('Enter a 9-digit VAT registration number');
    expect(vrnProblem('1234567890')).toBe('Enter a 9-digit VAT registration number');
  });

  it('asks to confirm only when a saved VRN of a connected business changes', () => {
    expect(needsReauthConfirm('123456789', '666000754', true)).toBe(true);
    expect(needsReauthConfirm('123456789', '666000754', false)).toBe(false);
    expect(needsReauthConfirm('123456789', null, true)).toBe(false);
    expect(needsReauthConfirm('666000754', '666000754', true)).toBe(false);
  });
});
