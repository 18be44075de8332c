import { config } from '../../shared/config';
import { BadRequestError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { secretValue } from '../../shared/secrets';

export type BotCheckProvider = 'none' | 'recaptcha' | 'hcaptcha' | 'turnstile';

/** The verdict on one browser response. `unavailable`: the provider could not be asked. */
export type BotVerdict = 'human' | 'bot' | 'unavailable';

/** An invisible bot check (SPEC §2 Sign in): the browser's response token, checked server-side. */
export interface BotCheck {
  verify(response: string | null | undefined, remoteIp: string): Promise<BotVerdict>;
}

export const BOT_CHECK_FAILED = 'We could not confirm that you are not a robot. Please refresh the page and try again.';

/** Each provider's siteverify endpoint; all take the same form fields (secret, response, remoteip). */
export const SITEVERIFY_URLS: Record<Exclude<BotCheckProvider, 'none'>, string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** reCAPTCHA v3 scores from 0 (a bot) to 1 (a person); Google suggests 0.5 as the threshold. */
export const RECAPTCHA_MIN_SCORE = 0.5;
const TIMEOUT_MS = 5000;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The provider's secret key, or how to read it (from Secrets Manager) when first needed. */
export type SecretSource = string | undefined | (() => Promise<string>);

/**
 * Build the bot check for a provider. `fetchFn` is injectable for tests. A provider that cannot
 * be reached (network error, timeout, 5xx) gives `unavailable`, which callers let through: the
 * rate limits still hold, and an outage at the provider must not lock every customer out
 * (decision 0011).
 *
 * @example await createBotCheck('turnstile', secret).verify(body.recaptchaResponse, ctx.sourceIp)
 */
export function createBotCheck(provider: BotCheckProvider, secret: SecretSource, fetchFn: Fetch = fetch): BotCheck {
  if (provider === 'none') return { verify: async () => 'human' };
  const url = SITEVERIFY_URLS[provider];
  return {
    async verify(response, remoteIp) {
      if (!response) return 'bot';
      // A secret that cannot be read is our fault, not the provider's: it fails the request
      // (a server error) rather than silently turning the check off.
      const key = typeof secret === 'function' ? await secret() : (secret ?? '');
      const form = new URLSearchParams({ secret: key, response, remoteip: remoteIp });
      let body: { success?: unknown; score?: unknown };
      try {
        const res = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (res.status >= 500) return 'unavailable';
        if (!res.ok) return 'bot';
        body = (await res.json()) as typeof body;
      } catch (err) {
        logger().warn('bot check unavailable', { provider, error: (err as Error).message });
        return 'unavailable';
      }
      if (body.success !== true) return 'bot';
      if (provider === 'recaptcha' && !(typeof body.score === 'number' && body.score >= RECAPTCHA_MIN_SCORE))
        return 'bot';
      return 'human';
    },
  };
}

let instance: BotCheck | undefined;
/**
 * The configured bot check of this function. The secret key is `BOT_CHECK_SECRET` when set
 * (locally, tests), else the Secrets Manager secret `BOT_CHECK_SECRET_NAME`, read on first use.
 */
export function botCheck(): BotCheck {
  const c = config();
  const name = c.BOT_CHECK_SECRET_NAME;
  instance ??= createBotCheck(c.BOT_CHECK_PROVIDER, c.BOT_CHECK_SECRET ?? (name ? () => readSecret(name) : undefined));
  return instance;
}

async function readSecret(name: string): Promise<string> {
  try {
    return await secretValue(name);
  } catch (err) {
    logger().error('bot check secret could not be read', { secretName: name, error: (err as Error).message });
    throw err;
  }
}

/** Refuse the request when the configured bot check says the caller is a bot. */
export async function assertHuman(response: string | null | undefined, remoteIp: string): Promise<void> {
  const verdict = await botCheck().verify(response, remoteIp);
  if (verdict === 'bot') throw new BadRequestError(BOT_CHECK_FAILED);
}
