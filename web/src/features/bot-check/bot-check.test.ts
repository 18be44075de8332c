import { describe, expect, it } from 'vitest';
import { selectBotCheckProvider } from './bot-check';
import { PROVIDER_ORIGINS, readBotCheckConfig } from './config';

describe('bot-check provider selection', () => {
  it('runs no check by default, and the none provider answers null without loading anything', async () => {
    const config = readBotCheckConfig({});
    expect(config).toEqual({ provider: 'none', siteKey: null });
    const provider = selectBotCheckProvider(config);
    expect(provider.name).toBe('none');
    // No DOM in this test environment: a provider that tried to load a script would throw.
    await expect(provider.getToken('login')).resolves.toBeNull();
  });

  it('treats blank settings as not set', () => {
    expect(readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: ' ', VITE_BOT_CHECK_SITE_KEY: '' })).toEqual({
      provider: 'none',
      siteKey: null,
    });
  });

  it('ignores a site key when the provider is none', () => {
    expect(readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: 'none', VITE_BOT_CHECK_SITE_KEY: 'abc' })).toEqual({
      provider: 'none',
      siteKey: null,
    });
  });

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)('chooses %s when configured with a site key', (name) => {
    const config = readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: name, VITE_BOT_CHECK_SITE_KEY: ' site-key-1 ' });
    expect(config).toEqual({ provider: name, siteKey: 'site-key-1' });
    expect(selectBotCheckProvider(config).name).toBe(name);
    expect(PROVIDER_ORIGINS[name].length).toBeGreaterThan(0);
  });

  it('refuses a provider without a site key', () => {
    expect(() => readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: 'turnstile' })).toThrow(
      'VITE_BOT_CHECK_SITE_KEY: VITE_BOT_CHECK_SITE_KEY is required when VITE_BOT_CHECK_PROVIDER is not none',
    );
  });

  it('refuses an unknown provider name', () => {
    expect(() => readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: 'captcha', VITE_BOT_CHECK_SITE_KEY: 'k' })).toThrow(
      /Bot check is misconfigured: VITE_BOT_CHECK_PROVIDER/,
    );
  });
});
