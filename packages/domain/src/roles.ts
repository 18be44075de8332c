/**
 * Business roles and their ids (SPEC §3 "Business role ids").
 * @example roleName(BusinessRole.ACCOUNTANT) // 'Accountant'
 */
export const BusinessRole = {
  ADMINISTRATOR: 10,
  ACCOUNTANT: 100,
  EMPLOYEE: 101,
  PARTNER: 102,
  OTHER: 103,
} as const;
export type BusinessRoleId = (typeof BusinessRole)[keyof typeof BusinessRole];

export const BUSINESS_ROLES: readonly { id: BusinessRoleId; name: string }[] = [
  { id: BusinessRole.ADMINISTRATOR, name: 'Administrator' },
  { id: BusinessRole.ACCOUNTANT, name: 'Accountant' },
  { id: BusinessRole.EMPLOYEE, name: 'Employee' },
  { id: BusinessRole.PARTNER, name: 'Partner' },
  { id: BusinessRole.OTHER, name: 'Other' },
];

/** Roles an administrator may give to another user: every role but administrator (SPEC §6). */
export const ASSIGNABLE_ROLES = BUSINESS_ROLES.filter((r) => r.id !== BusinessRole.ADMINISTRATOR);

export function isBusinessRoleId(value: unknown): value is BusinessRoleId {
  return BUSINESS_ROLES.some((r) => r.id === value);
}

export function roleName(id: BusinessRoleId): string {
  return BUSINESS_ROLES.find((r) => r.id === id)?.name ?? 'Other';
}
