import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_ROUTES, buildPath, pathParamNames, type RouteSpec } from '@bk/contract';
import { seedUser } from '../support/seed';
import { call } from './business-support';

/**
 * SPEC §8 "Every piece of bad input gets a clear error": every route of the contract, called by
 * an administrator with malformed bodies, odd path parameters and wrong types for each field,
 * answers a 4xx in SPEC §8's shape (a message, and field errors for validation) — never a 500.
 * Routes not built yet answer 501, which is also not a failure of input handling.
 */
const WRONG_VALUES: readonly unknown[] = [{ nested: { deep: true } }, ['a', 1], 'x'.repeat(5000), -1e308, true];

function bodyFields(route: RouteSpec): string[] {
  const body = route.body;
  return body instanceof z.ZodMiniObject ? Object.keys(body.shape) : [];
}

function malformedBodies(route: RouteSpec): unknown[] {
  const bodies: unknown[] = [null, [], 'text', 42, {}];
  for (const field of bodyFields(route)) for (const value of WRONG_VALUES) bodies.push({ [field]: value });
  return bodies;
}

function pathsOf(route: RouteSpec): string[] {
  const names = pathParamNames(route.path);
  if (names.length === 0) return [buildPath(route.path, {})];
  return ['%00', 'x'.repeat(300), '..%2F..%2Fetc', '-1', '1e999'].map((v) =>
    // Build with a marker and put the raw (already encoded) value in, as a hostile client would.
    buildPath(route.path, Object.fromEntries(names.map((n) => [n, 'PARAM']))).replaceAll('PARAM', v),
  );
}

// Routes that end the caller's session or business get a fresh user for each call.
const DESTRUCTIVE = new Set(['userLogout', 'userDelete', 'businessDelete', 'businessSelect']);

describe('bad input never causes a 500', () => {
  it('on every route of the contract', async () => {
    const shared = await seedUser({ withBusiness: true });
    const failures: string[] = [];
    let calls = 0;
    let refused = 0;
    let notBuilt = 0;
    for (const route of API_ROUTES) {
      for (const path of pathsOf(route)) {
        const bodies = route.method === 'GET' ? [undefined] : malformedBodies(route);
        for (const body of bodies) {
          const caller = DESTRUCTIVE.has(route.name) ? await seedUser({ withBusiness: true }) : shared;
          const res = await call(route.method, path, { token: caller.token, body });
          calls += 1;
          if (res.status === 400) refused += 1;
          if (res.status === 501) notBuilt += 1;
          const where = `${route.name} ${route.method} ${path.slice(0, 60)} ${JSON.stringify(body)?.slice(0, 60)}`;
          if (res.status >= 500 && res.status !== 501) failures.push(`${where} -> ${res.status} ${res.text}`);
          else if (res.status >= 400) {
            if (typeof res.json?.message !== 'string') failures.push(`${where} -> ${res.status} without a message`);
            if (res.status === 400 && res.json?.errors !== undefined && !Array.isArray(res.json.errors))
              failures.push(`${where} -> field errors not a list`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Most malformed calls reach validation and are refused there, field by field.
    expect(calls).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan((calls - notBuilt) / 2);
  }, 600_000);
});
