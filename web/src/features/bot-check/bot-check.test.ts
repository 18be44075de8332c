import { PROVIDER_ORIGINS, readBotCheckConfig } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { selectBotCheckProvider } from './bot-check';

describe('bot-check provider selection', () => {
  it('runs no check by default, and the none provider answers null without loading anything', async () => {
    const config = readBotCheckConfig({});
    expect(config).toEqual({ provider: 'none', siteKey: null });
    const provider = selectBotCheckProvider(config);
    expect(provider.name).toBe('none');
    // No DOM in this test environment: a provider that tried to load a script would throw.
    await expect(provider.getToken('login')).resolves.toBeNull();
  });

  it.each(['recaptcha', 'hcaptcha', 'turnstile'] as const)('chooses %s when configured with a site key', (name) => {
    const config = readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: name, VITE_BOT_CHECK_SITE_KEY: ' site-key-1 ' });
    expect(config).toEqual({ provider: name, siteKey: 'site-key-1' });
    expect(selectBotCheckProvider(config).name).toBe(name);
    expect(PROVIDER_ORIGINS[name].length).toBeGreaterThan(0);
  });
});
