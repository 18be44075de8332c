import { describe, expect, it } from 'vitest';
import { fieldErrorLine, humanFieldName } from './field-labels';

describe('humanFieldName: an API property in words', () => {
  it('splits camelCase and counts list positions from one', () => {
    expect(humanFieldName('currentPassword')).toBe('Current password');
    expect(humanFieldName('id')).toBe('Id');
    expect(humanFieldName('lines.0.unitPrice')).toBe('Lines 1 unit price');
    expect(humanFieldName('')).toBe('This field');
  });
});

describe('fieldErrorLine', () => {
  it("puts the label in place of the contract's 'Field', or before any other message", () => {
    expect(fieldErrorLine('Token', 'Field is required')).toBe('Token is required');
    expect(fieldErrorLine('Email', 'Enter a valid email address')).toBe('Email: Enter a valid email address');
  });
});
