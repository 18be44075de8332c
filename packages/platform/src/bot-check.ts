import * as z from 'zod/mini';

/**
 * Which invisible bot check the sign-in and register forms run (SPEC §2 Sign in "an invisible
 * bot check"), chosen at build time:
 * - `VITE_BOT_CHECK_PROVIDER`: `none` (the default, and the local stack), `recaptcha` (v3),
 *   `hcaptcha` (invisible) or `turnstile`;
 * - `VITE_BOT_CHECK_SITE_KEY`: the provider's public site key (required unless `none`).
 *
 * The provider's script origin must then be allowed by the Content-Security-Policy
 * (`buildContentSecurityPolicy`, `csp.ts`), see {@link PROVIDER_ORIGINS}.
 */
export const BOT_CHECK_PROVIDERS = ['none', 'recaptcha', 'hcaptcha', 'turnstile'] as const;
export type BotCheckProviderName = (typeof BOT_CHECK_PROVIDERS)[number];

export interface BotCheckConfig {
  readonly provider: BotCheckProviderName;
  readonly siteKey: string | null;
}

/** Where each provider's script and frames come from: what the CSP must allow. */
export const PROVIDER_ORIGINS: Readonly<Record<Exclude<BotCheckProviderName, 'none'>, readonly string[]>> = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  turnstile: ['https://challenges.cloudflare.com'],
};

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const EnvSchema = z
  .object({
    VITE_BOT_CHECK_PROVIDER: z.pipe(z.transform(blankToUndefined), z._default(z.enum(BOT_CHECK_PROVIDERS), 'none')),
    VITE_BOT_CHECK_SITE_KEY: z.pipe(z.transform(blankToUndefined), z.optional(z.string().check(z.maxLength(200)))),
  })
  .check(
    z.refine((env) => env.VITE_BOT_CHECK_PROVIDER === 'none' || env.VITE_BOT_CHECK_SITE_KEY !== undefined, {
      message: 'VITE_BOT_CHECK_SITE_KEY is required when VITE_BOT_CHECK_PROVIDER is not none',
      path: ['VITE_BOT_CHECK_SITE_KEY'],
    }),
  );

/**
 * Read the bot-check settings from the build's environment; a wrong setting fails loudly, listing
 * what is wrong, rather than silently running without a check.
 * @example readBotCheckConfig({ VITE_BOT_CHECK_PROVIDER: 'turnstile', VITE_BOT_CHECK_SITE_KEY: '0x4AAA' })
 *   // { provider: 'turnstile', siteKey: '0x4AAA' }
 */
export function readBotCheckConfig(env: Record<string, unknown>): BotCheckConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Bot check is misconfigured: ${problems.join('; ')}`);
  }
  const { VITE_BOT_CHECK_PROVIDER: provider, VITE_BOT_CHECK_SITE_KEY: siteKey } = parsed.data;
  return { provider, siteKey: provider === 'none' ? null : (siteKey ?? null) };
}
