import type { BotCheckConfig } from '@bk/platform';
import { hcaptchaProvider } from './providers/hcaptcha';
import { noBotCheck } from './providers/none';
import { recaptchaProvider } from './providers/recaptcha';
import { turnstileProvider } from './providers/turnstile';
import type { BotCheckProvider } from './providers/types';

export type { BotCheckProvider } from './providers/types';

/**
 * The provider a configuration asks for. Nothing is loaded here: providers fetch their script
 * on their first `getToken`.
 * @example selectBotCheckProvider({ provider: 'none', siteKey: null }).name // 'none'
 */
export function selectBotCheckProvider(config: BotCheckConfig): BotCheckProvider {
  if (config.provider === 'none' || config.siteKey === null) return noBotCheck;
  switch (config.provider) {
    case 'recaptcha':
      return recaptchaProvider(config.siteKey);
    case 'hcaptcha':
      return hcaptchaProvider(config.siteKey);
    case 'turnstile':
      return turnstileProvider(config.siteKey);
  }
}

let provider: BotCheckProvider | undefined;

/**
 * A token proving a person is at the keyboard, to send as `recaptchaResponse`; null when no
 * check is configured. If the provider cannot be reached (blocked script, network), the form
 * still goes ahead without a token: the server decides whether that is acceptable.
 * @example const recaptchaResponse = await getBotCheckToken('login');
 */
export async function getBotCheckToken(action: string): Promise<string | null> {
  // The settings' check (zod) is fetched on the first submit, not with the sign-in form (decision 0059).
  provider ??= selectBotCheckProvider((await import('@bk/platform')).readBotCheckConfig(import.meta.env));
  try {
    return await provider.getToken(action);
  } catch (error) {
    console.error('Bot check unavailable', error);
    return null;
  }
}
