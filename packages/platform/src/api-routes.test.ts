import { API_PREFIXES, API_ROUTES, ROUTE_LIST } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import {
  apiRouteBindings,
  apiRouteKeys,
  CATCH_ALL_ROUTE_KEYS,
  FALLBACK_GROUP,
  isApiPath,
  isCatchAll,
  isGreedy,
} from './api-routes';

describe('apiRouteBindings', () => {
  it('binds every contract API route under both prefixes, once, to its group', () => {
    // WHY: SPEC §7 says every call answers under /api and /api/v1; the expectation is written
    // from the contract here.
    const expected = API_PREFIXES.flatMap((p) => API_ROUTES.map((r) => `${r.method} ${p}${r.path} ${r.group}`));
    const bound = apiRouteBindings()
      .filter((b) => b.method !== 'ANY')
      .map((b) => `${b.routeKey} ${b.group}`);
    expect(bound.sort()).toEqual(expected.sort());
    expect(new Set(apiRouteKeys()).size).toBe(apiRouteKeys().length);
  });

  it('ends with one catch-all per prefix, served by misc', () => {
    const catchAlls = apiRouteBindings().filter((b) => b.method === 'ANY');
    expect(catchAlls.map((b) => b.routeKey)).toEqual(['ANY /api/{proxy+}', 'ANY /api/v1/{proxy+}']);
    expect(catchAlls.map((b) => b.routeKey)).toEqual(CATCH_ALL_ROUTE_KEYS);
    expect(catchAlls.every((b) => b.group === FALLBACK_GROUP && isGreedy(b) && isCatchAll(b.routeKey))).toBe(true);
    expect(apiRouteKeys().slice(-2)).toEqual(CATCH_ALL_ROUTE_KEYS);
  });

  it('spells each route key as API Gateway does: method, space, path', () => {
    for (const b of apiRouteBindings()) expect(b.routeKey).toBe(`${b.method} ${b.path}`);
    expect(isCatchAll('GET /api/account')).toBe(false);
    expect(isGreedy({ path: '/api/account/{id}' })).toBe(false);
  });

  it('leaves static contract routes (version.json) to the web bucket', () => {
    const statics = ROUTE_LIST.filter((r) => r.static);
    expect(statics.length).toBeGreaterThan(0);
    for (const r of statics) expect(apiRouteKeys().some((k) => k.endsWith(r.path))).toBe(false);
  });
});

describe('isApiPath', () => {
  it('takes /api and what is below it, nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/')).toBe(true);
    expect(isApiPath('/api/v1/account')).toBe(true);
    expect(isApiPath('/apix/account')).toBe(false);
    expect(isApiPath('/app/api')).toBe(false);
  });
});
