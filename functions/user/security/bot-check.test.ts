import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../shared/config';
import { createBotCheck, SITEVERIFY_URLS } from './bot-check';
import { logger } from '../../shared/logger';
import { defined } from '../../../tests/support/defined';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  resetConfig();
});

/** A fake fetch that records the request and answers with the given status and JSON. */
function fakeFetch(status: number, json: unknown) {
  const calls: { url: string; body: URLSearchParams }[] = [];
  const fn = async (url: string, init: RequestInit) => {
    calls.push({ url, body: new URLSearchParams(init.body as string) });
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, calls };
}

describe('bot check', () => {
  it('is off with provider none', async () => {
    expect(await createBotCheck('none', undefined).verify(undefined, '1.2.3.4')).toBe('human');
  });

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)(
    '%s: posts secret, response and address to its siteverify',
    async (provider) => {
      const f = fakeFetch(200, { success: true, score: 0.9 });
      const verdict = await createBotCheck(provider, 's3cret', f.fn).verify('tok', '203.0.113.9');
      expect(verdict).toBe('human');
      expect(f.calls).toHaveLength(1);
      expect(defined(f.calls[0], 'f.calls[0]').url).toBe(SITEVERIFY_URLS[provider]);
      expect(Object.fromEntries(defined(f.calls[0], 'f.calls[0]').body)).toEqual({
        secret: 's3cret',
        response: 'tok',
        remoteip: '203.0.113.9',
      });
    },
  );

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)(
    '%s: refuses a failed or missing response',
    async (provider) => {
      const f = fakeFetch(200, { success: false, 'error-codes': ['invalid-input-response'] });
      expect(await createBotCheck(provider, 's', f.fn).verify('tok', '1.1.1.1')).toBe('bot');
      expect(await createBotCheck(provider, 's', f.fn).verify('', '1.1.1.1')).toBe('bot');
      expect(await createBotCheck(provider, 's', f.fn).verify(null, '1.1.1.1')).toBe('bot');
      expect(f.calls).toHaveLength(1);
    },
  );

  it('recaptcha v3: needs a score of at least 0.5', async () => {
    const at = async (score: unknown) =>
      createBotCheck('recaptcha', 's', fakeFetch(200, { success: true, score }).fn).verify('t', '1.1.1.1');
    expect(await at(0.5)).toBe('human');
    expect(await at(0.49)).toBe('bot');
    expect(await at(undefined)).toBe('bot');
  });

  it('lets the request through when the provider cannot be reached', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await createBotCheck('turnstile', 's', down).verify('t', '1.1.1.1')).toBe('unavailable');
    expect(await createBotCheck('hcaptcha', 's', fakeFetch(503, {}).fn).verify('t', '1.1.1.1')).toBe('unavailable');
    expect(await createBotCheck('hcaptcha', 's', fakeFetch(400, {}).fn).verify('t', '1.1.1.1')).toBe('bot');
  });

  it('reads a secret given as a function when first needed, and only once', async () => {
    const read = vi.fn(async () => 'from-secrets-manager');
    const f = fakeFetch(200, { success: true });
    const check = createBotCheck('turnstile', read, f.fn);
    expect(read).not.toHaveBeenCalled();
    expect(await check.verify('tok-1', '1.1.1.1')).toBe('human');
    expect(await check.verify('tok-2', '1.1.1.1')).toBe('human');
    expect(f.calls.map((c) => c.body.get('secret'))).toEqual(['from-secrets-manager', 'from-secrets-manager']);
    // The secret store caches; the check asks it each time and gets the cached value.
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('fails the request, rather than skipping the check, when the secret cannot be read', async () => {
    const f = fakeFetch(200, { success: true });
    const check = createBotCheck(
      'hcaptcha',
      async () => {
        throw new Error('AccessDeniedException');
      },
      f.fn,
    );
    await expect(check.verify('tok', '1.1.1.1')).rejects.toThrow('AccessDeniedException');
    expect(f.calls).toHaveLength(0);
  });

  it('never logs the secret when the provider is down', async () => {
    const warn = vi.spyOn(logger(), 'warn');
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await createBotCheck('recaptcha', async () => 'TOP-SECRET-KEY', down).verify('t', '1.1.1.1')).toBe(
      'unavailable',
    );
    expect(warn).toHaveBeenCalled();
    expect(JSON.stringify(warn.mock.calls)).not.toContain('TOP-SECRET-KEY');
    warn.mockRestore();
  });
});
