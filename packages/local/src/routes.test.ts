import { describe, expect, it } from 'vitest';
import { API_PREFIXES, API_ROUTES } from '@bk/contract';
import { apiRouteKeys } from '../../../infra/lib/api-routes';
import { CATCH_ALL_ROUTE_KEYS, isApiPath, resolveApiRequest, routeTable } from './routes';

describe('routeTable', () => {
  it('lists every contract API route under both prefixes, once', () => {
    // Prepare
    const expected = API_ROUTES.flatMap((r) => API_PREFIXES.map((p) => `${r.method} ${p}${r.path}`)).sort();
    // Act
    const table = routeTable();
    // Assess
    expect(table).toEqual(expected);
    expect(new Set(table).size).toBe(API_ROUTES.length * 2);
    expect(table).toContain('PATCH /api/v1/account/{id}');
    expect(table).not.toContain('ANY /api/{proxy+}');
  });

  it('adds the catch-alls only when asked, one per prefix', () => {
    expect(CATCH_ALL_ROUTE_KEYS).toEqual(['ANY /api/{proxy+}', 'ANY /api/v1/{proxy+}']);
    expect(routeTable({ includeCatchAll: true })).toEqual(expect.arrayContaining(CATCH_ALL_ROUTE_KEYS));
  });

  it('serves exactly the routes CDK gives the HTTP API', () => {
    expect(routeTable({ includeCatchAll: true })).toEqual([...apiRouteKeys()].sort());
  });

  it('does not serve the static version.json route through Lambda', () => {
    expect(routeTable().some((k) => k.endsWith('/version.json'))).toBe(false);
  });
});

describe('resolveApiRequest', () => {
  it('keeps the prefix actually used in the route key', () => {
    expect(resolveApiRequest('GET', '/api/account')).toMatchObject({
      group: 'account',
      routeKey: 'GET /api/account',
      routeName: 'accountList',
    });
    expect(resolveApiRequest('GET', '/api/v1/account')).toMatchObject({
      group: 'account',
      routeKey: 'GET /api/v1/account',
    });
  });

  it('decodes path parameters', () => {
    const target = resolveApiRequest('PATCH', '/api/v1/account/a%20b');
    expect(target).toMatchObject({ routeKey: 'PATCH /api/v1/account/{id}', pathParameters: { id: 'a b' } });
  });

  it('prefers a literal path over a parameter', () => {
    expect(resolveApiRequest('PATCH', '/api/transaction/complete-all')?.routeName).toBe('transactionCompleteAll');
    expect(resolveApiRequest('PATCH', '/api/transaction/42')?.routeName).toBe('transactionUpdate');
  });

  it('sends unknown paths and methods to misc through the catch-all of the prefix used', () => {
    expect(resolveApiRequest('GET', '/api/nope/deeper')).toEqual({
      group: 'misc',
      routeKey: 'ANY /api/{proxy+}',
      pathParameters: { proxy: 'nope/deeper' },
    });
    expect(resolveApiRequest('PUT', '/api/account')).toMatchObject({
      group: 'misc',
      pathParameters: { proxy: 'account' },
    });
    expect(resolveApiRequest('GET', '/api/v1/nope')).toMatchObject({
      routeKey: 'ANY /api/v1/{proxy+}',
      pathParameters: { proxy: 'nope' },
    });
    expect(resolveApiRequest('GET', '/api/account/')).toMatchObject({ routeKey: 'ANY /api/{proxy+}' });
    expect(resolveApiRequest('GET', '/api')).toMatchObject({
      routeKey: 'ANY /api/{proxy+}',
      pathParameters: undefined,
    });
  });

  it('leaves everything outside /api to the web app', () => {
    expect(resolveApiRequest('GET', '/app/account')).toBeNull();
    expect(resolveApiRequest('GET', '/apix/account')).toBeNull();
    expect(isApiPath('/api/')).toBe(true);
    expect(isApiPath('/_local/mail')).toBe(false);
  });
});
