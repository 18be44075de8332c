import { hiddenContainer, loadScriptOnce } from '../load-script';
import type { BotCheckProvider } from './types';

interface HCaptcha {
  render(container: HTMLElement, options: { sitekey: string; size: 'invisible' }): string;
  execute(widgetId: string, options: { async: true }): Promise<{ response: string }>;
  reset(widgetId: string): void;
}

declare global {
  interface Window {
    hcaptcha?: HCaptcha;
  }
}

/** hCaptcha, invisible: one widget, executed (and reset) for each token. */
export function hcaptchaProvider(siteKey: string): BotCheckProvider {
  let widgetId: string | null = null;
  return {
    name: 'hcaptcha',
    async getToken() {
      await loadScriptOnce('https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off');
      const hcaptcha = window.hcaptcha;
      if (!hcaptcha) throw new Error('hCaptcha did not start');
      widgetId ??= hcaptcha.render(hiddenContainer(), { sitekey: siteKey, size: 'invisible' });
      try {
        const { response } = await hcaptcha.execute(widgetId, { async: true });
        return response;
      } finally {
        // A token is good for one use; the next call needs a fresh one.
        hcaptcha.reset(widgetId);
      }
    },
  };
}
