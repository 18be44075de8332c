import { describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteName, type RouteSpec } from '@bk/contract';
import { SUPPORT_REFUSED } from '../../functions/shared/api/support';
import { seedUser } from '../support/seed';
import { call, emptyRequest, openSupportSession } from './business-support';
import { addAccount, addTx, list } from './ledger-support';
import { defined } from '../support/defined';

/**
 * A support session (admin login with the user's support token) reads everything the user may
 * read and changes nothing (SPEC §2 Admin login, decision 0023). The walk covers every route of
 * the contract that reads a session, so a route added later is covered without anyone listing it;
 * public routes read no session, so a support token changes nothing there.
 */
const SESSION_ROUTES = API_ROUTES.filter((r) => r.access !== 'public')
  // Logging out ends the session the walk uses: last.
  .sort((a, b) => Number(a.name === 'userLogout') - Number(b.name === 'userLogout'));

/**
 * This test's own reading of "write", kept apart from the code under test on purpose: a route
 * that changes nothing yet is not GET, or changes something yet is GET, has to be named here.
 */
const NOT_WRITES: ReadonlySet<RouteName> = new Set<RouteName>([
  // Session mechanics: support staff end their own session.
  'userLogout',
  // Lookups that send their question in a body and store nothing.
  'placesPredictions',
  'placesDetails',
  'affiliateProfileSlug',
  // A question to the help assistant: it reads the books as the user may (decision 0065).
  'assistantAsk',
]);
const GET_WRITES: ReadonlySet<RouteName> = new Set<RouteName>([
  // A new support token (and the end of the one support staff were given).
  'userSupportToken',
  // The start of a sign-in at HMRC, which links the business to an HMRC account.
  'hmrcLogin',
]);

/** A write: anything not GET, except reads that send filters in a body (their action reads, SPEC §7). */
function isWrite(route: RouteSpec & { name: RouteName }): boolean {
  if (route.method === 'GET') return GET_WRITES.has(route.name);
  return !NOT_WRITES.has(route.name) && !route.permission?.endsWith(':read');
}

describe('a support session', () => {
  it('is refused every write route of the contract with the support message, and no read route', async () => {
    // The user administers the business, so no role check stands in for the support check.
    const u = await seedUser({ withBusiness: true });
    let token = await openSupportSession(u.token);
    expect(SESSION_ROUTES.filter(isWrite).length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const route of SESSION_ROUTES) {
      // Selecting the session's own business works, and the new token is still a support session.
      const { method, path, body } = emptyRequest(
        route,
        route.name === 'businessSelect' ? { id: defined(u.businessId, 'u.businessId') } : {},
      );
      const res = await call(method, path, { token, body });
      if (route.name === 'businessSelect' && res.status === 200) token = res.json.token as string;
      const refused = res.status === 403 && res.json?.message === SUPPORT_REFUSED;
      if (isWrite(route) ? !refused : res.status === 401 || res.status === 403)
        wrong.push(`${route.method} ${route.path} answered ${res.status} for support (${route.name})`);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves a bank account and its transactions in place when support tries to delete it', async () => {
    const u = await seedUser({ withBusiness: true });
    const accountId = await addAccount(u.token, 'Current account', true);
    await addTx(u.token, { date: '2026-01-05', desc: 'Sale', transactionTypeId: 1, amount: 12.5, accountId });
    const support = await openSupportSession(u.token);

    const res = await call('DELETE', `/account/${accountId}`, { token: support });

    expect([res.status, res.json]).toEqual([403, { message: SUPPORT_REFUSED }]);
    const accounts = await call('GET', '/account', { token: u.token });
    expect((accounts.json as { id: string }[]).map((a) => a.id)).toContain(accountId);
    expect((await list(u.token)).transactions).toHaveLength(1);
  });
});
