import fc from 'fast-check';
import * as z from 'zod/mini';
import { buildPath, pathParamNames, type RouteSpec } from '@bk/contract';

/**
 * What the no-5xx fuzz test sends (decision 0048): requests built by fast-check from a route of
 * the contract, with wrong types, edge numbers, broken Unicode, huge strings, deep nesting and
 * odd content types in the path, the query, the body and the browser's fingerprint header.
 */
export interface FuzzRequest {
  method: string;
  /** Below `/api`, already percent-encoded as a hostile client would send it. */
  path: string;
  headers: Record<string, string>;
  /** The body exactly as sent: text or raw bytes (bytes that are not UTF-8 included). */
  body?: string | Uint8Array<ArrayBuffer>;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

/** JSON texts of numbers at and past the edges of what JSON and JavaScript hold. */
const EDGE_NUMBERS = [
  '"NaN"',
  '"Infinity"',
  '1e309',
  '-1e309',
  '-0',
  '"-0"',
  '9007199254740993',
  '-99999999999999999999999',
  '1e21',
  '5e-324',
  '0.1e-400',
  '"1e309"',
  '"0x1F"',
  '" 12.50 "',
  '"12.345"',
];

/** JSON texts of strings no UTF-8 encoder, URI encoder or header can carry: lone surrogates. */
const BROKEN_TEXT = ['"\\ud800"', '"a\\udfffb"', '"\\ud83d"', '{"\\ud800":1}', '["\\udc00"]', '"%ED%A0%80"'];

/** Odd strings, dates out of range, wrong shapes, a 1 MB string and 20,000 levels of nesting. */
const ODD_VALUES = [
  '"\\u0000"',
  '"\\r\\n"',
  '"../../etc/passwd"',
  '"0000-01-01"',
  '"9999-12-31"',
  '"2025-02-30"',
  '"2025-13-01"',
  '"<script>alert(1)</script>"',
  `"${ONE_MB}"`,
  DEEP,
  'null',
  'true',
  '[]',
  '{}',
  '{"nested":{"deep":[1,{"a":null}]}}',
];

/** JSON texts of values that pass many schemas, so some requests get past validation. */
const PLAUSIBLE_VALUES = [
  '"2025-04-01"',
  '"2025-06-30"',
  '"10.00"',
  '"0.00"',
  '1',
  '0',
  '2',
  '"A name"',
  '"sam@example.com"',
  '"00000000-0000-4000-8000-000000000000"',
  '"123456789"',
  'false',
  '""',
];

/** Stands for the id of a real entity of the caller's (see the test), so edits reach the handler. */
export const REAL_ID = 'REAL_ID';

/** Raw path parameters (already encoded): invalid UTF-8, NUL, traversal, edge numbers, long. */
const EDGE_PARAMS = [
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%00',
  '..%2F..%2Fetc',
  'NaN',
  '-0',
  '1e309',
  '%F0%9F%98%80',
  'x'.repeat(2000),
  'test-id',
  '18A1',
  '123456789',
  REAL_ID,
  REAL_ID,
];

/** Raw query values (already encoded). */
const EDGE_QUERY = [
  'NaN',
  '1e309',
  '-0',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  '',
  '2025-02-30',
  'x'.repeat(6000),
  '1',
  'true',
  '2025-04-01',
];

/** Content types, most of them not JSON: each must be a 415 or handled, never a 500. */
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  '',
];

/** The browser's fingerprint header: well-formed, a user agent with a lone surrogate, garbage. */
/** A fingerprint header whose user agent holds a lone surrogate (a JSON escape, so it survives the URL encoding). */
export const BROKEN_FINGERPRINT = encodeURIComponent(
  '{"userAgent":"Mozilla\\ud800","clientVersion":"1","timezoneOffsetMinutes":0,"screen":{"width":1,"height":1,"scalingFactor":1,"colourDepth":24},"window":{"width":1,"height":1}}',
);
const FINGERPRINTS = [
  undefined,
  encodeURIComponent(JSON.stringify({ userAgent: 'Mozilla/5.0', clientVersion: '1', timezoneOffsetMinutes: 0 })),
  BROKEN_FINGERPRINT,
  BROKEN_FINGERPRINT,
  '%E0%A4%A',
  'not json',
  encodeURIComponent(`${'['.repeat(1000)}${']'.repeat(1000)}`),
];

const plausible = fc.constantFrom(...PLAUSIBLE_VALUES);
/** A value meant to break something. */
const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...BROKEN_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
);
const fieldValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostile },
  { weight: 1, arbitrary: plausible },
);

function fieldsOf(schema: unknown): string[] {
  return schema instanceof z.ZodMiniObject ? Object.keys(schema.shape) : [];
}

const objectOf = (entries: readonly (string | undefined)[]) => `{${entries.filter(Boolean).join(',')}}`;
const entry = (field: string, value: string) => `${JSON.stringify(field)}:${value}`;

/** Some of the schema's fields, each a fuzzed value, and maybe a stray field. */
function scatteredObject(fields: string[]): fc.Arbitrary<string> {
  const entries = fields.map((f) =>
    fc.option(
      fieldValue.map((v) => entry(f, v)),
      { nil: undefined },
    ),
  );
  return fc
    .tuple(fc.tuple(...entries), fc.option(fieldValue, { nil: undefined }))
    .map(([picked, stray]) => objectOf([...picked, stray && entry('stray', stray)]));
}

/** Every field plausible but one, which is hostile: the way past validation to the handler. */
function oneBadField(fields: string[]): fc.Arbitrary<string> {
  if (fields.length === 0) return hostile;
  return fc
    .tuple(fc.tuple(...fields.map(() => plausible)), fc.nat({ max: fields.length - 1 }), hostile)
    .map(([values, bad, value]) => objectOf(fields.map((f, i) => entry(f, i === bad ? value : (values[i] as string)))));
}

function bodyOf(route: RouteSpec): fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> {
  const whole = fc.oneof(
    { weight: 4, arbitrary: oneBadField(fieldsOf(route.body)) },
    { weight: 3, arbitrary: scatteredObject(fieldsOf(route.body)) },
    { weight: 1, arbitrary: fieldValue },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '\u0000', '', 'null') },
  );
  const bytes = fc.constant(new Uint8Array(Buffer.from('{"name":"overlong \xc0\xaf and \xed\xa0\x80"}', 'latin1')));
  return fc.oneof(
    { weight: 8, arbitrary: whole },
    { weight: 1, arbitrary: bytes },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function pathOf(route: RouteSpec): fc.Arbitrary<string> {
  const names = pathParamNames(route.path);
  const template = buildPath(route.path, Object.fromEntries(names.map((n, i) => [n, `PARAM${i}`])));
  return fc
    .tuple(...names.map(() => fc.constantFrom(...EDGE_PARAMS)))
    .map((values) => values.reduce((path, value, i) => path.replace(`PARAM${i}`, value), template));
}

function queryOf(route: RouteSpec): fc.Arbitrary<string> {
  const names = [...fieldsOf(route.query), 'stray'];
  return fc
    .subarray(names)
    .chain((picked) => fc.tuple(...picked.map((n) => fc.constantFrom(...EDGE_QUERY).map((v) => `${n}=${v}`))))
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

/** Requests for one route of the contract. */
export function fuzzRequest(route: RouteSpec): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathOf(route),
      query: queryOf(route),
      body: route.method === 'GET' ? fc.constant(undefined) : bodyOf(route),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      fingerprint: fc.constantFrom(...FINGERPRINTS),
    })
    .map(({ path, query, body, contentType, fingerprint }) => ({
      method: route.method,
      path: `${path}${query}`,
      headers: {
        ...(body !== undefined && contentType ? { 'content-type': contentType } : {}),
        ...(fingerprint !== undefined ? { 'x-client-fingerprint': fingerprint } : {}),
      },
      ...(body !== undefined ? { body } : {}),
    }));
}
