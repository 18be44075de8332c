import { hiddenContainer, loadScriptOnce } from '../load-script';
import type { BotCheckProvider } from './types';

interface TurnstileOptions {
  sitekey: string;
  action: string;
  execution: 'execute';
  appearance: 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => void;
}

interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/** Turnstile actions: letters, digits, underscores and dashes, at most 32 characters. */
function actionName(action: string): string {
  return action.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32);
}

/**
 * Cloudflare Turnstile: a widget that shows itself only if the visitor must interact; one
 * widget per token, removed once the token has arrived.
 */
export function turnstileProvider(siteKey: string): BotCheckProvider {
  return {
    name: 'turnstile',
    async getToken(action) {
      await loadScriptOnce('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
      const turnstile = window.turnstile;
      if (!turnstile) throw new Error('Turnstile did not start');
      const container = hiddenContainer();
      let widgetId: string | undefined;
      try {
        return await new Promise<string>((resolve, reject) => {
          widgetId = turnstile.render(container, {
            sitekey: siteKey,
            action: actionName(action),
            execution: 'execute',
            appearance: 'interaction-only',
            callback: resolve,
            'error-callback': () => reject(new Error('Turnstile failed')),
          });
          if (widgetId === undefined) reject(new Error('Turnstile did not render'));
          else turnstile.execute(widgetId);
        });
      } finally {
        if (widgetId !== undefined) turnstile.remove(widgetId);
        container.remove();
      }
    },
  };
}
