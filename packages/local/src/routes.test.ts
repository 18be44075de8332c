import { apiRouteBindings, isApiPath } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { resolveApiRequest } from './routes';

/** A request path for a route's path, with each `{param}` filled in. */
const sample = (path: string) => path.replace(/\{[^}]+\}/g, 'p1');

describe('resolveApiRequest', () => {
  it("selects every route of CDK's HTTP API table for its own path, with its group", () => {
    // WHY: the gateway stands in for API Gateway; a route another one shadowed would reach the
    // wrong Lambda locally and the right one in AWS.
    const routes = apiRouteBindings().filter((b) => b.method !== 'ANY');
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(resolveApiRequest(route.method, sample(route.path)), route.routeKey).toMatchObject({
        routeKey: route.routeKey,
        group: route.group,
      });
    }
  });

  it('keeps the prefix actually used in the route key', () => {
    expect(resolveApiRequest('GET', '/api/account')).toMatchObject({
      group: 'account',
      routeKey: 'GET /api/account',
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
    expect(resolveApiRequest('PATCH', '/api/transaction/complete-all')?.routeKey).toBe(
      'PATCH /api/transaction/complete-all',
    );
    expect(resolveApiRequest('PATCH', '/api/transaction/42')).toMatchObject({
      routeKey: 'PATCH /api/transaction/{id}',
      pathParameters: { id: '42' },
    });
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
    expect(resolveApiRequest('GET', '/api/v1')).toMatchObject({
      routeKey: 'ANY /api/{proxy+}',
      pathParameters: { proxy: 'v1' },
    });
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
