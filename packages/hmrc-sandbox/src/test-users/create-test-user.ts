/**
 * The Create Test User API ([TU]; reference §6): POST /create-test-user/organisations and
 * /individuals with `{"serviceNames": [...]}`; `mtd-vat` enrols the user for MTD VAT with a new VRN
 * and a registration date; `mtd-income-tax` gives a NINO, an MTD Income Tax ID (the HMRC-MTD-IT
 * enrolment) and one self-employment business (decision 0067); `national-insurance` a NINO alone.
 * The user then signs in on the emulator's authorisation pages.
 */
import { randomInt } from 'node:crypto';
import type { SandboxState, TestUser } from '../state';
import { isoDate } from '../vat/dates';
import { generateVrn } from './vrn';
import { generateMtdItId, generateNino } from './nino';
import { createItsaBusiness } from '../itsa/test-business';
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
  /** Enrol for MTD Income Tax: a NINO, an MTD Income Tax ID and one self-employment business. */
  mtdIncomeTax?: boolean;
  /** A NINO without the enrolment (`national-insurance`). */
  nationalInsurance?: boolean;
  nino?: string;
  businessId?: string;
  commencementDate?: string;
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
  if (spec.mtdIncomeTax || spec.nationalInsurance || spec.nino) {
    user.nino = spec.nino ?? generateNino((nino) => state.userByNino(nino) !== undefined);
  }
  if (spec.mtdIncomeTax) {
    user.mtdItId = generateMtdItId();
    user.itsaBusinesses = [
      createItsaBusiness({
        surname: last,
        now: spec.now,
        ...(spec.businessId ? { businessId: spec.businessId } : {}),
        ...(spec.commencementDate ? { commencementDate: spec.commencementDate } : {}),
      }),
    ];
  }
  state.users.set(user.userId, user);
  state.save();
  return user;
}

/** The Income Tax fields of a response body, when the user has them ([TU] create-individual-response). */
const incomeTaxFields = (user: TestUser): Record<string, unknown> => ({
  ...(user.nino ? { nino: user.nino } : {}),
  ...(user.mtdItId ? { mtdItId: user.mtdItId } : {}),
});

/** The API's response body for an organisation ([TU] create-organisation-response). */
export function organisationResponse(user: TestUser): Record<string, unknown> {
  return {
    userId: user.userId,
    password: user.password,
    userFullName: user.userFullName,
    emailAddress: user.emailAddress,
    organisationDetails: user.organisationDetails,
    ...incomeTaxFields(user),
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
    ...incomeTaxFields(user),
    ...(user.vrn ? { vrn: user.vrn, vatRegistrationDate: user.vatRegistrationDate } : {}),
  };
}
