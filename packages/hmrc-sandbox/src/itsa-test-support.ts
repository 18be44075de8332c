/**
 * Helpers for the emulator's Income Tax tests: a sandbox with the seeded test user on a fixed
 * clock, calls with each API's Accept header, and HMRC's own JSON schemas (reference hmrc-itsa,
 * beside the repository) compiled with ajv to check request and response bodies.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { afterAll, beforeAll, expect } from 'vitest';
import { LOCAL_SEED_USER, startHmrcSandbox, type HmrcSandbox, type HmrcSandboxOptions } from './index';
import { call, tokensFor, type CallOptions } from './test-support';
import { defined } from './defined';

/** The reference pack beside the repository (../shared), as on developers' machines and in CI. */
export const ITSA_REFERENCE = fileURLToPath(new URL('../../../../shared/reference/hmrc-itsa/', import.meta.url));
export const hasReference = existsSync(ITSA_REFERENCE);

export const ACCEPT = {
  bd: 'application/vnd.hmrc.2.0+json',
  ob: 'application/vnd.hmrc.3.0+json',
  se: 'application/vnd.hmrc.5.0+json',
  ic: 'application/vnd.hmrc.8.0+json',
} as const;

export const SEED_NINO = defined(LOCAL_SEED_USER.nino, 'the seed NINO');
export const SEED_BUSINESS = defined(LOCAL_SEED_USER.businessId, 'the seed business');
export const ITSA_SCOPE = 'read:self-assessment write:self-assessment';

/** 1 July 2026: in tax year 2026-27, four days before the end of its first quarter; most tests' clock. */
export const ITSA_NOW = '2026-07-01T12:00:00Z';
/** The first standard quarter of 2026-27. */
export const Q1_DATES = { periodStartDate: '2026-04-06', periodEndDate: '2026-07-05' } as const;
/** Where a business's cumulative period summary for a tax year is (the seed user's business by default). */
export const cumulativePath = (taxYear = '2026-27', businessId = SEED_BUSINESS) =>
  `/individuals/business/self-employment/${SEED_NINO}/${businessId}/cumulative/${taxYear}`;

/** A sandbox with the seeded user, on a clock at `now`, and a token with the Income Tax scopes. */
export async function itsaSandbox(
  now: string,
  options: HmrcSandboxOptions = {},
): Promise<{ sandbox: HmrcSandbox; token: string }> {
  const sandbox = await startHmrcSandbox({
    quiet: true,
    rateLimitPerSecond: 0,
    seedUser: true,
    now: () => new Date(now),
    ...options,
  });
  const token = (await tokensFor(sandbox, undefined, ITSA_SCOPE)).access_token;
  return { sandbox, token };
}

/**
 * One sandbox (as {@link itsaSandbox}) shared by the tests of the describe block this is called in:
 * started before them, stopped after them. Read `sandbox` and `token` only inside the tests.
 */
export function itsaSandboxForBlock(
  now: string,
  options: HmrcSandboxOptions = {},
): { readonly sandbox: HmrcSandbox; readonly token: string } {
  let started: { sandbox: HmrcSandbox; token: string } | null = null;
  const shared = () => {
    if (!started) throw new Error('The sandbox is started before the tests of its block');
    return started;
  };
  beforeAll(async () => {
    started = await itsaSandbox(now, options);
  });
  afterAll(() => shared().sandbox.stop());
  return {
    get sandbox() {
      return shared().sandbox;
    },
    get token() {
      return shared().token;
    },
  };
}

/** A call answered as status and parsed body (undefined when empty). */
export async function json(
  sandbox: HmrcSandbox,
  pathname: string,
  options: CallOptions,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await call(sandbox, pathname, options);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, headers: response.headers };
}

/** Expect HMRC's error body (§1.5) with this code, and return it. */
export function expectError(
  answer: { status: number; body: unknown },
  status: number,
  code: string,
): { code: string; message: string; paths?: string[]; errors?: { code: string; paths?: string[] }[] } {
  expect({ status: answer.status, code: (answer.body as { code?: string } | undefined)?.code }).toEqual({
    status,
    code,
  });
  const body = answer.body as { code: string; message: string };
  expect(typeof body.message).toBe('string');
  return body;
}

const SCHEMA_DIRS = [
  'business-details/2.0/schemas',
  'obligations/3.0/schemas',
  'self-employment-business/5.0/schemas',
  'individual-calculations/9.0/schemas',
];
const BASE = 'https://reference.invalid/';

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith('.json') ? [full] : [];
  });
}

/**
 * HMRC's file as JSON: its docs pipeline's Handlebars markers dropped (reference §0 "Templated
 * files"), keeping the `if` branch of an if/else.
 */
function untemplated(text: string): unknown {
  const kept: string[] = [];
  let skipping = false;
  for (const line of text.split('\n')) {
    if (/^\s*\{\{else\}\}\s*$/.test(line)) skipping = true;
    else if (/^\s*\{\{\/if\}\}\s*$/.test(line)) skipping = false;
    else if (!/^\s*\{\{#if .*\}\}\s*$/.test(line) && !skipping)
      kept.push(line.replace(/\{\{#unless [^}]*\}\}.*?\{\{\/unless\}\}/g, ''));
  }
  return JSON.parse(kept.join('\n'));
}

let compiled: Ajv.Ajv | null = null;

/** Every JSON schema of the four APIs, by its path under the reference folder (relative $refs resolve). */
function schemas(): Ajv.Ajv {
  if (compiled) return compiled;
  // Draft-04 and 2019-09 files alike: the keywords they use mean the same to ajv's default draft.
  const ajv = new Ajv({
    allErrors: true,
    unknownFormats: 'ignore',
    multipleOfPrecision: 6,
    validateSchema: false,
    // Draft-04 sub-schema ids ("id": "tax-year") are only labels here; ajv would warn of each.
    logger: false,
  });
  for (const dir of SCHEMA_DIRS) {
    for (const file of jsonFiles(path.join(ITSA_REFERENCE, dir))) {
      const schema = untemplated(readFileSync(file, 'utf8')) as Record<string, unknown>;
      delete schema.$schema;
      schema.$id = BASE + path.relative(ITSA_REFERENCE, file);
      ajv.addSchema(schema);
    }
  }
  compiled = ajv;
  return ajv;
}

/** Expect `data` to match HMRC's schema at `schemaPath` (under the reference folder). */
export function expectSchema(schemaPath: string, data: unknown): void {
  const ajv = schemas();
  const validate = defined(ajv.getSchema(BASE + schemaPath), `the schema ${schemaPath}`);
  validate(data);
  expect(validate.errors ?? [], `${schemaPath}: ${ajv.errorsText(validate.errors)}`).toEqual([]);
}

/** The reference file at `relative` as JSON (templated files untemplated). */
export const referenceJson = (relative: string): unknown =>
  untemplated(readFileSync(path.join(ITSA_REFERENCE, relative), 'utf8'));

export const SCHEMA = {
  list: 'business-details/2.0/schemas/listAllbusinesses/response.json',
  business: 'business-details/2.0/schemas/retrieveBusinessDetails/response.json',
  quarterType: 'business-details/2.0/schemas/createAmendQuarterlyPeriodType/def1/request.json',
  obligations: 'obligations/3.0/schemas/retrieve_periodic_obligations_response.json',
  crystallisation: 'obligations/3.0/schemas/retrieve_crystallisation_obligations_response.json',
  cumulativeRequest: 'self-employment-business/5.0/schemas/createAmendCumulativePeriodSummary/request.json',
  cumulativeResponse: 'self-employment-business/5.0/schemas/retrieveCumulativePeriodSummary/def1/response.json',
  trigger: 'individual-calculations/9.0/schemas/trigger/trigger_response.json',
  list2025: 'individual-calculations/9.0/schemas/list/def3/list_response.json',
  retrieve2025: 'individual-calculations/9.0/schemas/retrieve/def3/retrieve_response.json',
  retrieve2026: 'individual-calculations/9.0/schemas/retrieve/def4/retrieve_response.json',
} as const;
