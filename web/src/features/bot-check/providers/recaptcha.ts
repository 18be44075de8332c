import { loadScriptOnce } from '../load-script';
import type { BotCheckProvider } from './types';

interface GRecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GRecaptcha;
  }
}

/** reCAPTCHA v3 actions may hold only letters, digits, slashes and underscores. */
function actionName(action: string): string {
  return action.replace(/[^A-Za-z0-9/_]/g, '_');
}

/** Google reCAPTCHA v3: scored, no widget; one fresh token per action. */
export function recaptchaProvider(siteKey: string): BotCheckProvider {
  return {
    name: 'recaptcha',
    async getToken(action) {
      await loadScriptOnce(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) throw new Error('reCAPTCHA did not start');
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      return grecaptcha.execute(siteKey, { action: actionName(action) });
    },
  };
}
