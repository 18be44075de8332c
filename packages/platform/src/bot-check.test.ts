import { describe, expect, it } from 'vitest';
import { BOT_CHECK_PROVIDERS, PROVIDER_ORIGINS, readBotCheckConfig } from './bot-check';
import { webBuildConfig } from './web-build-config';

describe('readBotCheckConfig', () => {
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

  it('knows where every provider loads from', () => {
    // WHY: the CSP allows exactly these origins; a provider without any could not load at all.
    for (const name of BOT_CHECK_PROVIDERS.filter((p) => p !== 'none')) {
      expect(PROVIDER_ORIGINS[name].length, name).toBeGreaterThan(0);
    }
  });
});

describe('webBuildConfig', () => {
  it('records the bot check the build was made with', () => {
    expect(webBuildConfig({})).toEqual({ botCheckProvider: 'none', botCheckSiteKey: null });
    expect(webBuildConfig({ VITE_BOT_CHECK_PROVIDER: 'hcaptcha', VITE_BOT_CHECK_SITE_KEY: 'k1' })).toEqual({
      botCheckProvider: 'hcaptcha',
      botCheckSiteKey: 'k1',
    });
  });
});
