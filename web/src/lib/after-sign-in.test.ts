import { describe, expect, it } from 'vitest';
import { appAddress, safeReturnPath } from './after-sign-in';

describe('safeReturnPath (where sign-in sends a person next)', () => {
  it('keeps an address inside the app, with its query', () => {
    expect(safeReturnPath('/charts')).toBe('/charts');
    expect(safeReturnPath('/transactions?dateFilterFrom=2026-01-01')).toBe('/transactions?dateFilterFrom=2026-01-01');
  });

  it('refuses anything that could leave the app, or nothing to go to', () => {
    for (const value of [
      null,
      '',
      'charts',
      'https://evil.example/charts',
      '//evil.example/charts',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      '/',
      '/signin',
      '/signin?next=/charts',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('appAddress', () => {
  it('takes the basename off', () => {
    expect(appAddress(new URL('https://x.example/app/charts?x=1'), '/app')).toBe('/charts?x=1');
    expect(appAddress(new URL('https://x.example/app'), '/app')).toBe('/');
  });
});
