import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPounds, formatWholePounds } from './format';

describe('formatPounds', () => {
  it('shows pounds with two decimals, thousands commas and, when asked, a sign', () => {
    expect(formatPounds(1234.5, { sign: true })).toBe('+£1,234.50');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-0.05, { sign: true })).toBe('-£0.05');
    expect(formatPounds(0, { sign: true })).toBe('£0.00');
  });

  it('leaves the sign out when told to', () => {
    expect(formatPounds(-20, { sign: false })).toBe('£20.00');
    expect(formatPounds(1_000_000, { sign: false })).toBe('£1,000,000.00');
  });
});

describe('formatWholePounds', () => {
  it('shows whole pounds only', () => {
    expect(formatWholePounds(1500)).toBe('£1,500');
    expect(formatWholePounds(-99)).toBe('-£99');
  });
});

describe('formatDate', () => {
  it('reads the ISO date as written, DD/MM/YYYY', () => {
    expect(formatDate('2026-04-05')).toBe('05/04/2026');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('31/12/2025');
  });

  it('returns anything else unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('shows UK time, summer and winter', () => {
    expect(formatDateTime('2026-07-01T09:05:00Z')).toBe('01/07/2026 10:05');
    expect(formatDateTime('2026-01-15T23:59:00Z')).toBe('15/01/2026 23:59');
  });
});
