import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@bk/contract';
import { BUSINESS_ROLES, BusinessRole, can, MESSAGES } from '@bk/domain';
import { seedUser } from '../support/seed';
import { call, emptyRequest, seedSession } from './business-support';
import { defined } from '../support/defined';

/**
 * SPEC §6 for every business route of the contract: the role check answers 403 exactly when the
 * policy says no, and a session bound to someone else's business learns nothing about it.
 * Calls go with an empty body, so allowed calls mostly stop at validation (400), or find nothing
 * (404), or are not built yet (501); what matters here is that they are never 403.
 */
const BUSINESS_ROUTES = API_ROUTES.filter((r) => r.access === 'business')
  // The administrator's DELETE user/business really deletes: run it last.
  .sort((a, b) => Number(a.name === 'businessDelete') - Number(b.name === 'businessDelete'));

describe('permissions of the business routes', () => {
  it('covers the contract', () => {
    expect(BUSINESS_ROUTES.length).toBeGreaterThan(50);
    for (const r of BUSINESS_ROUTES) expect(r.permission, r.name).toBeDefined();
  });

  it('refuses every business route, revealing nothing, to a session bound to a business the user is not a member of', async () => {
    const owner = await seedUser({ withBusiness: true, businessName: 'Private Affairs Ltd' });
    const stranger = await seedUser({ withBusiness: true, businessName: 'Stranger Things' });
    const token = await seedSession(stranger.userId, owner.businessId as string);
    for (const route of BUSINESS_ROUTES) {
      const { method, path, body } = emptyRequest(route);
      const res = await call(method, path, { token, body });
      expect(res.status, route.name).toBe(403);
      expect(res.json, route.name).toEqual({ message: MESSAGES.forbidden });
      expect(res.text).not.toContain(owner.businessId as string);
      expect(res.text).not.toContain('Private Affairs');
    }
  });

  for (const role of BUSINESS_ROLES) {
    it(`answers 403 to ${role.name} exactly where the policy refuses`, async () => {
      const u = await seedUser({ withBusiness: true, role: role.id });
      const wrong: string[] = [];
      for (const route of BUSINESS_ROUTES) {
        const { method, path, body } = emptyRequest(route);
        const res = await call(method, path, { token: u.token, body });
        const allowed = can(role.id, defined(route.permission, 'route.permission'));
        if (allowed ? res.status === 403 || res.status === 401 : res.status !== 403) {
          wrong.push(`${route.name} ${method} ${path}: ${res.status} (allowed: ${allowed})`);
        }
        if (!allowed) expect(res.json, route.name).toEqual({ message: MESSAGES.forbidden });
      }
      expect(wrong).toEqual([]);
    });
  }

  it("never selects another user's business nor returns a token for it", async () => {
    const owner = await seedUser({ withBusiness: true });
    const other = await seedUser();
    for (const id of [owner.businessId as string, 'no-such-business']) {
      const res = await call('GET', `/user/business/select/${id}`, { token: other.token });
      expect([403, 404]).toContain(res.status);
      expect(res.json.token).toBeUndefined();
      expect(res.text).not.toMatch(/token/i);
    }
    // A member with any role may select it.
    const staff = await seedUser();
    const { seedMembership } = await import('../support/seed');
    await seedMembership(owner.businessId as string, staff.userId, staff.email, BusinessRole.OTHER);
    const ok = await call('GET', `/user/business/select/${owner.businessId}`, { token: staff.token });
    expect(ok.status).toBe(200);
    expect(ok.json.token).toEqual(expect.any(String));
  });
});
