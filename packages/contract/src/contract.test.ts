import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  API_ROUTES,
  ROUTE_GROUPS,
  ROUTE_LIST,
  buildPath,
  findRoute,
  matchPath,
  pathParamNames,
  stripApiPrefix,
  supportMay,
  toFieldErrors,
} from './index';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('the route table', () => {
  it('has each method and path once', () => {
    const keys = ROUTE_LIST.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds every call of SPEC §7 (spot check of each section)', () => {
    const keys = new Set(ROUTE_LIST.map((r) => `${r.method} ${r.path}`));
    for (const k of [
      'POST /user/login',
      'PATCH /user/forgotten/reset/check',
      'GET /user/business/select/{id}',
      'PATCH /user/business/revoke',
      'DELETE /account/{id}',
      'PATCH /transaction/list',
      'PATCH /transaction/{id}/split',
      'PATCH /transaction/pie-chart-accounts',
      'GET /category',
      'POST /contact/export',
      'POST /attachment',
      'GET /invoice/{id}/generate',
      'GET /invoice/email/enabled',
      'POST /hmrc/vat-return/{periodKey}',
      'PATCH /hmrc/vat-reminders/{id}/disable-all',
      'GET /hmrc/vrn/{vrn}',
      'PATCH /places/details',
      'PATCH /affiliate/withdraw',
      'GET /banner-message',
      'PATCH /banner-message/{id}/clear',
      'GET /aisha/enabled',
      'GET /version.json',
    ])
      expect(keys, k).toContain(k);
    expect(ROUTE_LIST.length).toBeGreaterThanOrEqual(110);
  });

  it('gives every business-scoped route a permission and every path parameter a schema', () => {
    for (const r of API_ROUTES) {
      if (r.access === 'business') expect(r.permission, r.name).toBeDefined();
      const names = pathParamNames(r.path);
      if (names.length === 0) continue;
      expect(r.params, r.name).toBeDefined();
      const shape = (r.params as z.ZodMiniObject).shape;
      expect(Object.keys(shape).sort(), r.name).toEqual([...names].sort());
    }
  });

  it('marks for support sessions only the routes whose method and action would mislead', () => {
    const marked = API_ROUTES.filter((r) => r.support);
    expect(marked.map((r) => r.name)).toContain('userSupportToken');
    for (const { support, ...unmarked } of marked) expect(supportMay(unmarked), unmarked.name).toBe(support === 'deny');
  });

  it('maps each route group to one Lambda folder with an entry point', () => {
    for (const g of ROUTE_GROUPS) expect(existsSync(`${repoRoot}functions/${g}/index.ts`), g).toBe(true);
    for (const r of API_ROUTES) expect(ROUTE_GROUPS).toContain(r.group);
  });
});

describe('path helpers', () => {
  it('strips either API prefix and nothing else', () => {
    expect(stripApiPrefix('/api/user')).toBe('/user');
    expect(stripApiPrefix('/api/v1/user')).toBe('/user');
    expect(stripApiPrefix('/apix/user')).toBeNull();
    expect(stripApiPrefix('/app/user')).toBeNull();
  });
  it('prefers fixed paths over parameters', () => {
    expect(findRoute('PATCH', '/transaction/complete-all')?.route.name).toBe('transactionCompleteAll');
    expect(findRoute('PATCH', '/transaction/abc')?.route.name).toBe('transactionUpdate');
    expect(findRoute('GET', '/hmrc/vat-return/receipts')?.route.name).toBe('hmrcVatReturnReceipts');
    expect(findRoute('GET', '/hmrc/vat-return/18A1')).toMatchObject({
      route: { name: 'hmrcVatReturnGet' },
      params: { periodKey: '18A1' },
    });
  });
  it('encodes and decodes parameters', () => {
    expect(buildPath('/account/{id}', { id: 'a/b c' })).toBe('/account/a%2Fb%20c');
    expect(matchPath('/account/{id}', '/account/a%2Fb%20c')).toEqual({ id: 'a/b c' });
    expect(matchPath('/account/{id}', '/account/')).toBeNull();
    expect(matchPath('/account/{id}', '/account/%E0%A4%A')).toBeNull();
  });
});

describe('field errors', () => {
  it('lists the first message of each field in plain words', () => {
    const schema = z.object({
      name: z.string().check(z.minLength(1)),
      age: z.number().check(z.lte(3)),
      email: z.email(),
    });
    const result = schema.safeParse({ name: '', age: 4, email: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(toFieldErrors(result.error)).toEqual([
        { field: 'name', message: 'Field cannot be blank' },
        { field: 'age', message: 'Field must be 3 or less' },
        { field: 'email', message: 'Enter a valid email address' },
      ]);
  });
});
