import { BusinessRole, type BusinessRoleId } from './roles';

/**
 * Everything a member of a business may be allowed to do. Each business-scoped route in the
 * contract names one action; the Lambda chain checks it with {@link can} and the web app hides
 * what {@link can} refuses (STYLE §14).
 */
export const ACTIONS = [
  'business:read',
  'business:edit',
  'business:delete',
  'access:manage',
  'ledger:read',
  'ledger:write',
  'import:manage',
  'invoice:read',
  'invoice:write',
  'vat:read',
  'vat:submit',
  'vat:settings',
  'itsa:read',
  'itsa:submit',
  'affiliate:manage',
] as const;
export type Action = (typeof ACTIONS)[number];

const EVERYTHING = new Set<Action>(ACTIONS);
const BOOKKEEPING = new Set<Action>([
  'business:read',
  'ledger:read',
  'ledger:write',
  'import:manage',
  'invoice:read',
  'invoice:write',
  'vat:read',
  'itsa:read',
]);
/** What accountants and partners add to bookkeeping: the business's details and its tax filings. */
const RUNS_THE_BOOKS: readonly Action[] = ['business:edit', 'vat:submit', 'vat:settings', 'itsa:submit'];

/**
 * The permission matrix (SPEC §6). Only the administrator may delete the business or manage
 * who has access. Accountants and partners run the books and VAT; employees keep the books;
 * "other" may only look. docs/permissions.md renders this table.
 */
export const POLICY: Readonly<Record<BusinessRoleId, ReadonlySet<Action>>> = {
  [BusinessRole.ADMINISTRATOR]: EVERYTHING,
  [BusinessRole.ACCOUNTANT]: new Set<Action>([...BOOKKEEPING, ...RUNS_THE_BOOKS]),
  [BusinessRole.PARTNER]: new Set<Action>([...BOOKKEEPING, ...RUNS_THE_BOOKS]),
  [BusinessRole.EMPLOYEE]: BOOKKEEPING,
  [BusinessRole.OTHER]: new Set<Action>(['business:read', 'ledger:read', 'invoice:read', 'vat:read', 'itsa:read']),
};

/**
 * Whether a member with `role` may perform `action` on their business.
 * @example can(BusinessRole.EMPLOYEE, 'business:delete') // false
 */
export function can(role: BusinessRoleId, action: Action): boolean {
  return POLICY[role].has(action);
}

/**
 * The actions that only read. A support session (support staff signed in with the user's support
 * token, SPEC §2 Admin login) holds these as the user's role does, and of every other action only
 * what reads: support staff look and help, the account holder makes the changes (decision 0023).
 */
export const READ_ACTIONS: ReadonlySet<Action> = new Set<Action>([
  'business:read',
  'ledger:read',
  'invoice:read',
  'vat:read',
  'itsa:read',
]);

/**
 * Whether a session may make changes under `action`: the member's role must allow it, and a
 * support session may make none. The web app hides controls with it; the API refuses support
 * sessions by route (`supportMay` in the contract), so reads under a changing action still work.
 * @example canChange(BusinessRole.ADMINISTRATOR, 'ledger:write', { support: true }) // false
 */
export function canChange(role: BusinessRoleId, action: Action, session: { readonly support: boolean }): boolean {
  return can(role, action) && (!session.support || READ_ACTIONS.has(action));
}
