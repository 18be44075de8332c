/**
 * The Create Test User API ([TU]; reference §6): POST /create-test-user/organisations and
 * /individuals with `{"serviceNames": [...]}`; `mtd-vat` enrols the user for MTD VAT with a new VRN
 * and a registration date. The user then signs in on the emulator's authorisation pages.
 */
import { randomInt } from 'node:crypto';
import type { SandboxState, TestUser } from '../state';
import { isoDate } from '../vat/dates';
import { generateVrn } from './vrn';
import { defined } from '../defined';

export const SERVICES = [
  { key: 'mtd-vat', name: 'MTD VAT', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'submit-vat-returns', name: 'Submit VAT Returns', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'corporation-tax', name: 'Corporation Tax', allowedUserTypes: ['ORGANISATION'] },
  { key: 'paye-for-employers', name: 'PAYE for Employers', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'national-insurance', name: 'National Insurance', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'self-assessment', name: 'Self Assessment', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'mtd-income-tax', name: 'MTD Income Tax', allowedUserTypes: ['INDIVIDUAL', 'ORGANISATION'] },
  { key: 'agent-services', name: 'Agent Services', allowedUserTypes: ['AGENT'] },
];

const FIRST = ['Ida', 'Alan', 'Grace', 'Tim', 'Ada', 'Mary', 'Isaac', 'Rosalind'];
const LAST = ['Newton', 'Turing', 'Hopper', 'Berners-Lee', 'Lovelace', 'Somerville', 'Franklin'];
const pick = <T>(items: T[]): T => defined(items[randomInt(items.length)], 'an item of a non-empty list');
const digits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');
const letters = (n: number): string =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');

export interface NewUserSpec {
  userId?: string;
  password?: string;
  vrn?: string;
  mtdVat: boolean;
  now: Date;
}

export function createTestUser(state: SandboxState, spec: NewUserSpec): TestUser {
  const first = pick(FIRST);
  const last = pick(LAST);
  let userId = spec.userId ?? digits(12);
  while (!spec.userId && state.users.has(userId)) userId = digits(12);
  const user: TestUser = {
    userId,
    password: spec.password ?? letters(12),
    userFullName: `${first} ${last}`,
    emailAddress: `${first}.${last}@example.com`.toLowerCase(),
    organisationDetails: {
      name: `Company ${letters(3).toUpperCase()}${digits(3)}`,
      address: { line1: `${randomInt(1, 200)} Abbey Road`, line2: 'Aberdeen', postcode: 'TS1 1PA' },
    },
  };
  if (spec.mtdVat) {
    user.vrn = spec.vrn ?? generateVrn((vrn) => state.userByVrn(vrn) !== undefined);
    const registered = new Date(spec.now);
    registered.setUTCFullYear(registered.getUTCFullYear() - randomInt(1, 21));
    user.vatRegistrationDate = isoDate(registered);
  }
  state.users.set(user.userId, user);
  state.save();
  return user;
}

/** The API's response body for an organisation ([TU] create-organisation-response). */
export function organisationResponse(user: TestUser): Record<string, unknown> {
  return {
    userId: user.userId,
    password: user.password,
    userFullName: user.userFullName,
    emailAddress: user.emailAddress,
    organisationDetails: user.organisationDetails,
    ...(user.vrn ? { vrn: user.vrn, vatRegistrationDate: user.vatRegistrationDate } : {}),
  };
}

/** The API's response body for an individual ([TU] create-individual-response). */
export function individualResponse(user: TestUser): Record<string, unknown> {
  const [firstName, lastName] = user.userFullName.split(' ');
  return {
    userId: user.userId,
    password: user.password,
    userFullName: user.userFullName,
    emailAddress: user.emailAddress,
    individualDetails: {
      firstName,
      lastName,
      dateOfBirth: '1960-06-01',
      address: { line1: user.organisationDetails.address.line1, line2: 'Glasgow', postcode: 'TS1 1PA' },
    },
    ...(user.vrn ? { vrn: user.vrn, vatRegistrationDate: user.vatRegistrationDate } : {}),
  };
}
