import { addDays, itsaTaxYearOf } from '@bk/domain';
import { api } from '../support/api-client';
import { gatewayTransport } from '../support/api-transports';
import { hmrcApplicationToken, hmrcUrl, signInAtHmrc } from '../support/hmrc-link';
import { seedUser } from '../support/seed';
import { baseUrl } from './business-support';
import { addAccount, addTx, type TxBody } from './ledger-support';

/** Helpers of the Income Tax integration tests (decision 0068). */

export const T = { business: 1, disallowable: 4, ignore: 5, personal: 10, unreconciled: 3 } as const;

export async function itsaBusiness() {
  const u = await seedUser({ withBusiness: true });
  const accountId = await addAccount(u.token, 'Main', true);
  return { token: u.token, businessId: u.businessId as string, accountId, email: u.email };
}

/**
 * A 2026-27 ledger touching every SA103F field: refunds, disallowable categories and the
 * Disallowable type, and transactions that must count nowhere (Personal, Ignore, Unreconciled,
 * Other categories, the day before the tax year, the day after the first quarter).
 */
export async function seedQuarter(token: string, accountId: string) {
  const tx = (date: string, categoryId: string, amount: number, extra: Partial<TxBody> = {}) =>
    addTx(token, { date, desc: categoryId, transactionTypeId: T.business, categoryId, amount, accountId, ...extra });
  await tx('2026-04-05', 'sales', 999);
  await tx('2026-04-06', 'sales', 50_000);
  await tx('2026-05-01', 'fees', 2500.5);
  await tx('2026-05-02', 'sales', 100, { isRefund: true });
  await tx('2026-06-01', 'grants', 1000);
  await tx('2026-05-10', 'stock', 300);
  await tx('2026-05-11', 'stock', 20, { isRefund: true });
  await tx('2026-05-12', 'subcontractors', 400);
  await tx('2026-05-13', 'wages', 1000);
  await tx('2026-05-14', 'fuel', 120.4);
  await tx('2026-05-14', 'vehicle-private-use', 30);
  await tx('2026-05-15', 'rent', 500);
  await tx('2026-05-15', 'home-private-use', 50);
  await tx('2026-05-16', 'repairs', 75);
  await tx('2026-05-16', 'improvements', 200);
  await tx('2026-05-17', 'phone-internet', 40);
  await tx('2026-05-17', 'stationery-postage', 10, { transactionTypeId: T.disallowable });
  await tx('2026-05-18', 'advertising', 300);
  await tx('2026-05-18', 'entertainment', 150);
  await tx('2026-05-19', 'loan-interest', 100);
  await tx('2026-05-20', 'bank-charges', 50);
  await tx('2026-05-21', 'bad-debts', 60);
  await tx('2026-05-22', 'professional-fees', 200);
  await tx('2026-05-23', 'depreciation', 400);
  await tx('2026-05-24', 'training', 90);
  await tx('2026-05-24', 'fines', 25);
  await tx('2026-05-25', 'fuel', 500, { transactionTypeId: T.personal });
  await tx('2026-05-25', 'fuel', 20, { transactionTypeId: T.ignore });
  await tx('2026-05-25', 'fuel', 30, { transactionTypeId: T.unreconciled });
  await tx('2026-05-26', 'transfer', -1000);
  await tx('2026-05-26', 'drawings', 700);
  await tx('2026-07-06', 'sales', 40_000);
}

/** Q1 of 2026-27 to the penny (pounds), from {@link seedQuarter}: [group, field, amount, categories]. */
export const Q1_FIELDS: [string, string, number, string[]][] = [
  ['periodIncome', 'turnover', 52_400.5, ['sales', 'fees']],
  ['periodIncome', 'other', 1000, ['grants']],
  ['periodExpenses', 'costOfGoods', 280, ['stock']],
  ['periodExpenses', 'paymentsToSubcontractors', 400, ['subcontractors']],
  ['periodExpenses', 'wagesAndStaffCosts', 1000, ['wages']],
  ['periodExpenses', 'carVanTravelExpenses', 150.4, ['fuel', 'vehicle-private-use']],
  ['periodExpenses', 'premisesRunningCosts', 550, ['rent', 'home-private-use']],
  ['periodExpenses', 'maintenanceCosts', 275, ['repairs', 'improvements']],
  ['periodExpenses', 'adminCosts', 50, ['phone-internet', 'stationery-postage']],
  ['periodExpenses', 'businessEntertainmentCosts', 150, ['entertainment']],
  ['periodExpenses', 'advertisingCosts', 300, ['advertising']],
  ['periodExpenses', 'interestOnBankOtherLoans', 100, ['loan-interest']],
  ['periodExpenses', 'financeCharges', 50, ['bank-charges']],
  ['periodExpenses', 'irrecoverableDebts', 60, ['bad-debts']],
  ['periodExpenses', 'professionalFees', 200, ['professional-fees']],
  ['periodExpenses', 'depreciation', 400, ['depreciation']],
  ['periodExpenses', 'otherExpenses', 115, ['training', 'fines']],
  ['periodDisallowableExpenses', 'costOfGoodsDisallowable', 0, []],
  ['periodDisallowableExpenses', 'paymentsToSubcontractorsDisallowable', 0, []],
  ['periodDisallowableExpenses', 'wagesAndStaffCostsDisallowable', 0, []],
  ['periodDisallowableExpenses', 'carVanTravelExpensesDisallowable', 30, ['vehicle-private-use']],
  ['periodDisallowableExpenses', 'premisesRunningCostsDisallowable', 50, ['home-private-use']],
  ['periodDisallowableExpenses', 'maintenanceCostsDisallowable', 200, ['improvements']],
  ['periodDisallowableExpenses', 'adminCostsDisallowable', 10, ['stationery-postage']],
  ['periodDisallowableExpenses', 'businessEntertainmentCostsDisallowable', 150, ['entertainment']],
  ['periodDisallowableExpenses', 'advertisingCostsDisallowable', 0, []],
  ['periodDisallowableExpenses', 'interestOnBankOtherLoansDisallowable', 0, []],
  ['periodDisallowableExpenses', 'financeChargesDisallowable', 0, []],
  ['periodDisallowableExpenses', 'irrecoverableDebtsDisallowable', 0, []],
  ['periodDisallowableExpenses', 'professionalFeesDisallowable', 0, []],
  ['periodDisallowableExpenses', 'depreciationDisallowable', 400, ['depreciation']],
  ['periodDisallowableExpenses', 'otherExpensesDisallowable', 25, ['fines']],
];

/** A period end `days` after today (UTC), and its tax year: for the 10-day rule whatever the date. */
export function periodEndingIn(days: number): { taxYear: string; periodEnd: string } {
  const periodEnd = addDays(new Date().toISOString().slice(0, 10), days);
  return { taxYear: itsaTaxYearOf(periodEnd), periodEnd };
}

/** A fresh idempotency key, as the browser makes one per press. */
export const pressKey = () => `itsa-test-${crypto.randomUUID()}`;

/** A new individual test user enrolled for MTD Income Tax (a NINO and one self-employment business). */
export async function createItsaTestUser(): Promise<{ userId: string; password: string; nino: string }> {
  const access = await hmrcApplicationToken();
  const res = await fetch(`${hmrcUrl()}/create-test-user/individuals`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.hmrc.1.0+json',
      Authorization: `Bearer ${access}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ serviceNames: ['national-insurance', 'self-assessment', 'mtd-income-tax'] }),
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`create-test-user answered ${res.status}`);
  return (await res.json()) as { userId: string; password: string; nino: string };
}

/**
 * Link the session's business to a new Income Tax test user through the product's routes. `scope`
 * replaces what the app's sign-in asks HMRC for, as a link made before Income Tax was asked for.
 */
export async function linkForIncomeTax(token: string, options: { scope?: string } = {}) {
  const user = await createItsaTestUser();
  const client = api(token, { transport: gatewayTransport(baseUrl) });
  const login = new URL((await client.ok('hmrcLogin')).url);
  if (options.scope) login.searchParams.set('scope', options.scope);
  const back = await signInAtHmrc(login.href, user);
  const param = (name: string) => back.searchParams.get(name) ?? '';
  await client.ok('hmrcAuth', { body: { code: param('code'), state: param('state') } });
  return user;
}

/** Every cumulative PUT the stack's emulator received for a NINO, oldest first. */
export async function cumulativePuts(nino: string): Promise<{ body: unknown; status: number }[]> {
  const res = await fetch(`${hmrcUrl()}/_emulator/itsa/${nino}/cumulative`);
  if (!res.ok) throw new Error(`emulator log: ${res.status}`);
  return ((await res.json()) as { requests: { body: unknown; status: number }[] }).requests;
}
