import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ASSIGNABLE_ROLES,
  BusinessRole,
  type BusinessRoleId,
  can,
  canChange,
  displayName,
  hasCompanyNumber,
  BusinessType,
  MESSAGES,
  shouldWarn,
  warningMinutes,
} from './index';

describe('displayName (SPEC §9: names shown only when under 48 characters)', () => {
  it('shows names of up to 47 characters and falls back at 48', () => {
    expect(displayName('a'.repeat(47), 'Business')).toBe('a'.repeat(47));
    expect(displayName('a'.repeat(48), 'Business')).toBe('Business');
    expect(displayName('  ', 'User')).toBe('User');
    expect(displayName(null, 'User')).toBe('User');
    expect(displayName(' Sam ', 'User')).toBe('Sam');
  });
});

describe('permission policy (SPEC §6)', () => {
  it('lets only the administrator delete the business or manage access', () => {
    for (const role of Object.values(BusinessRole)) {
      expect(can(role, 'business:delete')).toBe(role === BusinessRole.ADMINISTRATOR);
      expect(can(role, 'access:manage')).toBe(role === BusinessRole.ADMINISTRATOR);
    }
  });
  it('gives the administrator every action and "other" only reads', () => {
    for (const action of ACTIONS) expect(can(BusinessRole.ADMINISTRATOR, action)).toBe(true);
    const otherCan = ACTIONS.filter((a) => can(BusinessRole.OTHER, a));
    expect(otherCan).toEqual(['business:read', 'ledger:read', 'invoice:read', 'vat:read', 'itsa:read']);
  });
  it('lets a support session act only under the read actions, whatever the role', () => {
    const support = (role: BusinessRoleId) => ACTIONS.filter((a) => canChange(role, a, { support: true }));
    const reads = ['business:read', 'ledger:read', 'invoice:read', 'vat:read', 'itsa:read'];
    expect(support(BusinessRole.ADMINISTRATOR)).toEqual(reads);
    expect(support(BusinessRole.OTHER)).toEqual(reads);
    // Outside a support session the role decides alone.
    for (const role of Object.values(BusinessRole))
      for (const action of ACTIONS) expect(canChange(role, action, { support: false })).toBe(can(role, action));
  });
  it('never offers administrator as an assignable role', () => {
    expect(ASSIGNABLE_ROLES.map((r) => r.id)).toEqual([100, 101, 102, 103]);
  });
});

describe('business types', () => {
  it('asks for a company number only for company types', () => {
    expect(hasCompanyNumber(BusinessType.LIMITED_COMPANY)).toBe(true);
    expect(hasCompanyNumber(BusinessType.LIMITED_LIABILITY_PARTNERSHIP)).toBe(true);
    expect(hasCompanyNumber(BusinessType.SOLE_TRADER)).toBe(false);
    expect(hasCompanyNumber(-1)).toBe(false);
  });
});

describe('idle session warning (SPEC §9: 5 minutes before time-out)', () => {
  it('warns from 5 minutes left and rounds the minutes up', () => {
    expect(shouldWarn(300_001)).toBe(false);
    expect(shouldWarn(300_000)).toBe(true);
    expect(shouldWarn(0)).toBe(false);
    expect(warningMinutes(240_000)).toBe(4);
    expect(warningMinutes(240_001)).toBe(5);
    expect(warningMinutes(1)).toBe(1);
    expect(MESSAGES.sessionWarning(1)).toBe(
      'Your session will time out in less than 1 minute, please save your work to reset the idle timeout',
    );
    expect(MESSAGES.sessionWarning(4)).toContain('less than 4 minutes,');
  });
});
