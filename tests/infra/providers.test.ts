import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_GROUPS } from '@bk/contract';
import {
  BOT_CHECK_DIRECTIVES,
  BOT_CHECK_PROVIDERS,
  BUILD_CONFIG_FILE,
  buildContentSecurityPolicy,
  PROVIDER_ORIGINS,
  webBuildConfig,
} from '@bk/platform';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { PROVIDER_SECRET_READERS } from '../../infra/lib/access';
import { functionEnvironment } from '../../infra/lib/function-environment';
import { checkWebBuild } from '../../infra/lib/site/check-web-build';
import { STAGE_NAMES, stageConfig } from '../../infra/lib/stage-config';
import { parseConfig } from '../../functions/shared/config';
import {
  actionsOf,
  appFunctions,
  cfnText,
  fakeWebDist,
  onlyResource,
  statementsOfFunction,
  synthStage,
  type Statement,
  type Synthesized,
} from './helpers';
import { defined } from '../support/defined';

const turnstile = {
  botCheckProvider: 'turnstile',
  botCheckSiteKey: '0x4AAAAAAAtest',
  botCheckSecretName: 'bookkeeper/prod/turnstile',
};
const google = { placesProvider: 'google', placesApiKeySecretName: 'bookkeeper/prod/google-places' };
const resources = {
  tableName: 't',
  filesBucketName: 'f',
  mailFrom: 'no-reply@example.com',
  mailConfigurationSet: 'c',
  appUrl: 'https://app.example.com/app',
};

const plain = synthStage('prod');
const withProviders = synthStage('prod', { context: { ...turnstile, ...google } });

/** Every function's Lambda environment, by physical name. */
function environments({ template }: Synthesized): Map<string, Record<string, unknown>> {
  return new Map(
    Object.values(appFunctions(template)).map((f) => [
      String(f.Properties?.FunctionName),
      (f.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>,
    ]),
  );
}

/**
 * The Secrets Manager statements of a function, resources as text, leaving out the origin-verify
 * value every API function reads (web.test.ts): these are the provider secrets.
 */
function secretGrants({ template }: Synthesized, functionName: string): { actions: string[]; resources: string[] }[] {
  return statementsOfFunction(template, functionName)
    .filter((s: Statement) => actionsOf([s]).some((a) => a.startsWith('secretsmanager:')))
    .map((s) => ({
      actions: actionsOf([s]),
      resources: (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource])
        .map(cfnText)
        .filter((r) => !r.startsWith('<OriginVerifySecret')),
    }))
    .filter((g) => g.resources.length > 0);
}

/** The CSP of a synthesised stage, by directive. */
function csp({ template }: Synthesized): Map<string, string[]> {
  const [, policy] = onlyResource(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const text = cfnText(
    policy.Properties?.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
  );
  return new Map(
    text
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [defined(name, 'name'), values]),
  );
}

const secretArn = (name: string) => `arn:aws:secretsmanager:eu-west-2:<AWS::AccountId>:secret:${name}-??????`;

describe('providers: stage configuration', () => {
  it('runs no bot check and the local address book in every stage unless told otherwise', () => {
    // WHY: a stage must not depend on third-party accounts (and their secrets) nobody has set up.
    for (const stage of STAGE_NAMES) {
      expect(stageConfig(stage)).toMatchObject({ botCheck: { provider: 'none' }, places: { provider: 'local' } });
    }
  });

  it('takes the bot check and Google Places from context', () => {
    const config = stageConfig('prod', { ...turnstile, ...google });
    expect(config.botCheck).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAAtest',
      secretName: 'bookkeeper/prod/turnstile',
    });
    expect(config.places).toEqual({ provider: 'google', apiKeySecretName: 'bookkeeper/prod/google-places' });
  });

  it('refuses a provider without its site key or secret name, naming what is missing', () => {
    // WHY: a bot check without its secret would refuse every sign-in; the synth must say so first.
    expect(() => stageConfig('prod', { botCheckProvider: 'turnstile' })).toThrow(
      'botCheckProvider turnstile needs botCheckSiteKey and botCheckSecretName',
    );
    expect(() => stageConfig('prod', { botCheckProvider: 'hcaptcha', botCheckSiteKey: 'k' })).toThrow(
      'botCheckProvider hcaptcha needs botCheckSecretName',
    );
    expect(() => stageConfig('prod', { botCheckProvider: 'recaptcha', botCheckSecretName: 's' })).toThrow(
      'botCheckProvider recaptcha needs botCheckSiteKey',
    );
    expect(() => stageConfig('prod', { placesProvider: 'google' })).toThrow(
      'placesProvider google needs placesApiKeySecretName',
    );
  });

  it('refuses unknown providers, secret names Secrets Manager would not accept, and keys without a provider', () => {
    expect(() => stageConfig('dev', { botCheckProvider: 'captcha' })).toThrow(
      'botCheckProvider "captcha" is not one of none, recaptcha, hcaptcha, turnstile',
    );
    expect(() => stageConfig('dev', { placesProvider: 'bing' })).toThrow(
      'placesProvider "bing" is not one of local, google',
    );
    expect(() => stageConfig('dev', { ...turnstile, botCheckSecretName: 'bad name*' })).toThrow(
      /botCheckSecretName "bad name\*" is not a Secrets Manager secret name/,
    );
    expect(() => stageConfig('dev', { botCheckSiteKey: 'k' })).toThrow(/need botCheckProvider/);
    expect(() => stageConfig('dev', { placesApiKeySecretName: 's' })).toThrow(/needs placesProvider=google/);
  });

  it('fails the synth on a bad setting given with -c', () => {
    expect(() => synthStage('dev', { context: { botCheckProvider: 'turnstile' } })).toThrow(/needs botCheckSiteKey/);
  });
});

describe('providers: function environment', () => {
  it("passes providers and secret names, never secrets, and the functions' parser accepts them", () => {
    // WHY: keys live in Secrets Manager only; a wrong variable would fail every cold start in AWS only.
    const env = functionEnvironment(stageConfig('prod', { ...turnstile, ...google }), resources);
    expect(env).toMatchObject({
      BOT_CHECK_PROVIDER: 'turnstile',
      BOT_CHECK_SECRET_NAME: 'bookkeeper/prod/turnstile',
      PLACES_PROVIDER: 'google',
      PLACES_API_KEY_SECRET_NAME: 'bookkeeper/prod/google-places',
    });
    expect(env).not.toHaveProperty('BOT_CHECK_SECRET');
    expect(env).not.toHaveProperty('PLACES_API_KEY');
    expect(parseConfig(env)).toMatchObject({ BOT_CHECK_PROVIDER: 'turnstile', PLACES_PROVIDER: 'google' });
    for (const provider of BOT_CHECK_PROVIDERS.filter((p) => p !== 'none')) {
      const config = stageConfig('dev', { botCheckProvider: provider, botCheckSiteKey: 'k', botCheckSecretName: 's' });
      expect(parseConfig(functionEnvironment(config, resources)).BOT_CHECK_PROVIDER).toBe(provider);
    }
  });

  it('sets the providers off by default, without secret names', () => {
    const env = functionEnvironment(stageConfig('prod'), resources);
    expect(env).toMatchObject({ BOT_CHECK_PROVIDER: 'none', PLACES_PROVIDER: 'local' });
    expect(env).not.toHaveProperty('BOT_CHECK_SECRET_NAME');
    expect(env).not.toHaveProperty('PLACES_API_KEY_SECRET_NAME');
    expect(parseConfig(env)).toMatchObject({ BOT_CHECK_PROVIDER: 'none', PLACES_PROVIDER: 'local' });
  });

  it('reaches every deployed function', () => {
    for (const [name, env] of environments(withProviders)) {
      expect(env, name).toMatchObject({
        BOT_CHECK_PROVIDER: 'turnstile',
        BOT_CHECK_SECRET_NAME: 'bookkeeper/prod/turnstile',
        PLACES_PROVIDER: 'google',
        PLACES_API_KEY_SECRET_NAME: 'bookkeeper/prod/google-places',
      });
    }
  });
});

describe('providers: secret grants', () => {
  it('lets only the user function read the bot-check secret and only places read the Google key, each exactly', () => {
    // WHY: a key readable by every function leaks through any one of them; the ARN pattern names
    // the secret plus the six characters Secrets Manager appends, and nothing wider.
    expect(PROVIDER_SECRET_READERS).toEqual({ botCheck: ['user'], places: ['places'] });
    for (const group of ROUTE_GROUPS) {
      const grants = secretGrants(withProviders, `bookkeeper-prod-${group}`);
      const expected =
        group === 'user'
          ? [secretArn('bookkeeper/prod/turnstile')]
          : group === 'places'
            ? [secretArn('bookkeeper/prod/google-places')]
            : group === 'hmrc'
              ? [secretArn('bookkeeper/prod/hmrc-client')] // the HMRC OAuth client (tests/infra/hmrc.test.ts)
              : [];
      expect(
        grants.flatMap((g) => g.resources),
        group,
      ).toEqual(expected);
      for (const g of grants) expect(g.actions).toEqual(['secretsmanager:GetSecretValue']);
    }
  });

  it('grants no secret at all when the stage has no providers, jobs included', () => {
    // The hmrc function and the VAT reminders job always read the HMRC OAuth client secret
    // (tests/infra/hmrc.test.ts).
    for (const name of environments(plain).keys())
      if (!/-(hmrc|vat-reminders)$/.test(name)) expect(secretGrants(plain, name), name).toEqual([]);
    for (const name of environments(withProviders).keys()) {
      if (!/-(user|places|hmrc|vat-reminders)$/.test(name)) expect(secretGrants(withProviders, name), name).toEqual([]);
    }
  });

  it('keeps cdk-nag clean with both providers on', () => {
    const report = new AwsSolutionsChecks().validateScope(withProviders.stack);
    expect(
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath}`)),
    ).toEqual([]);
  });
});

describe('providers: Content Security Policy', () => {
  it("allows the bot check's origins only when the stage has one", () => {
    // WHY: every allowed origin may serve scripts to the app; none is allowed that the app does not load.
    expect(csp(plain).get('script-src')).toEqual(["'self'"]);
    expect(csp(plain).get('frame-src')).toEqual(["'self'", 'blob:']);
    const on = csp(withProviders);
    expect(on.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(on.get('frame-src')).toEqual(["'self'", 'blob:', 'https://challenges.cloudflare.com']);
    expect(on.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(on.get('connect-src')).not.toContain('https://challenges.cloudflare.com');
  });

  it("takes each provider's origins from the web app's list, hCaptcha also for styles and API calls", () => {
    // WHY: the web app loads from PROVIDER_ORIGINS; one list keeps the CSP and the app in step.
    const policy = (provider: (typeof BOT_CHECK_PROVIDERS)[number]) =>
      new Map(
        buildContentSecurityPolicy({
          filesOrigin: 'https://f',
          hmrcAuthoriseOrigin: 'https://h',
          botCheckProvider: provider,
        })
          .split('; ')
          .map((d) => d.split(' '))
          .map(([name, ...values]) => [defined(name, 'name'), values]),
      );
    expect(Object.keys(BOT_CHECK_DIRECTIVES).sort()).toEqual(Object.keys(PROVIDER_ORIGINS).sort());
    const hcaptcha = policy('hcaptcha');
    for (const directive of ['script-src', 'frame-src', 'style-src', 'connect-src']) {
      expect(hcaptcha.get(directive), directive).toEqual(
        expect.arrayContaining(['https://hcaptcha.com', 'https://*.hcaptcha.com']),
      );
    }
    const recaptcha = policy('recaptcha');
    expect(recaptcha.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com',
      'https://www.gstatic.com',
      'https://recaptcha.google.com',
    ]);
    expect(recaptcha.get('connect-src')).toEqual(["'self'", 'https://f']);
    expect(
      buildContentSecurityPolicy({
        filesOrigin: 'https://f',
        hmrcAuthoriseOrigin: 'https://h',
        botCheckProvider: 'none',
      }),
    ).toBe(buildContentSecurityPolicy({ filesOrigin: 'https://f', hmrcAuthoriseOrigin: 'https://h' }));
  });
});

describe('providers: the web build must match the stage', () => {
  const distWith = (config: Record<string, unknown> | null) => {
    const dir = fakeWebDist();
    if (config) fs.writeFileSync(path.join(dir, BUILD_CONFIG_FILE), JSON.stringify(webBuildConfig(config)));
    return dir;
  };
  const on = stageConfig('prod', turnstile).botCheck;

  it('passes a build made with the same bot check, and an old build for a stage without one', () => {
    expect(() =>
      checkWebBuild(
        distWith({ VITE_BOT_CHECK_PROVIDER: 'turnstile', VITE_BOT_CHECK_SITE_KEY: '0x4AAAAAAAtest' }),
        'prod',
        on,
      ),
    ).not.toThrow();
    expect(() => checkWebBuild(distWith({}), 'prod', { provider: 'none' })).not.toThrow();
    expect(() => checkWebBuild(distWith(null), 'prod', { provider: 'none' })).not.toThrow();
  });

  it('refuses a build made without the bot check, or with another, saying how to rebuild', () => {
    // WHY: a build without the check sends no token, and the functions would refuse every sign-in.
    const rebuild = 'VITE_BOT_CHECK_PROVIDER=turnstile VITE_BOT_CHECK_SITE_KEY=0x4AAAAAAAtest npm run build:web';
    expect(() => checkWebBuild(distWith({}), 'prod', on)).toThrow(
      `made for bot check "none", but stage prod uses "turnstile". Rebuild it with: ${rebuild}`,
    );
    expect(() => checkWebBuild(distWith(null), 'prod', on)).toThrow(/no build-config.json/);
    expect(() =>
      checkWebBuild(distWith({ VITE_BOT_CHECK_PROVIDER: 'turnstile', VITE_BOT_CHECK_SITE_KEY: 'other' }), 'prod', on),
    ).toThrow(/"turnstile" with another site key/);
    expect(() =>
      checkWebBuild(distWith({ VITE_BOT_CHECK_PROVIDER: 'hcaptcha', VITE_BOT_CHECK_SITE_KEY: 'k' }), 'prod', {
        provider: 'none',
      }),
    ).toThrow(/without VITE_BOT_CHECK_PROVIDER/);
  });

  it('is part of the synth whenever a web build is deployed', () => {
    expect(() => synthStage('prod', { context: turnstile, webDistDir: distWith({}) })).toThrow(/Rebuild it with/);
  });
});
