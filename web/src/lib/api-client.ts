import {
  APP_HEADER,
  APP_HEADER_VALUE,
  buildPath,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteName,
} from '@bk/contract';
import { routeWire } from 'virtual:bk-route-wire';
import { API_BASE, API_TIMEOUT_MS } from '../config/constants';
import type * as AnswersModule from './api-answers';
import { unknownError, unreachableError } from './api-error';
import { deviceId } from './device-id';
import { fingerprintHeader } from './fingerprint';

/**
 * The one way the web app talks to the API (SPEC §7, STYLE §3): typed by the contract's route
 * table, answers parsed with the route's response schema, failures thrown as `ApiError` in
 * SPEC §8's words. A call is sent from the route's method and path alone (the build's wire
 * table); the schemas that read its answer download beside it (`api-answers`, decision 0059).
 *
 * @example const user = await api.call('userGet');
 * @example await api.call('businessSelect', { params: { id } });
 */

export interface ApiClientHooks {
  /** Whether a session is open: the browser sends its HttpOnly cookie itself (decision 0051). */
  isSignedIn(): boolean;
  /** Called on any 401 reply to a call made while signed in: the session has ended. */
  onUnauthenticated(): void;
  /**
   * Called on a 403 reply to a business-scoped call: the business may have been deleted or the
   * caller's access revoked since the session began.
   */
  onBusinessForbidden(routeName: string): void;
  /** Called when HMRC wants a new sign-in (400 with code HMRC_SIGN_IN_REQUIRED, docs/hmrc.md). */
  onHmrcSignInRequired?(): void;
}

let hooks: ApiClientHooks = {
  isSignedIn: () => false,
  onUnauthenticated: () => undefined,
  onBusinessForbidden: () => undefined,
};

type Answers = typeof AnswersModule;
let answers: Promise<Answers> | undefined;

/** The answer-reading module, fetched once; a failed download is forgotten so the next call tries again. */
function loadAnswers(): Promise<Answers> {
  return (answers ??= import('./api-answers').catch((error: unknown) => {
    answers = undefined;
    throw error;
  }));
}

/** The answer-reading module for a call that has been answered; offline if it cannot be had. */
async function answersFor(): Promise<Answers> {
  try {
    return await loadAnswers();
  } catch {
    throw unreachableError();
  }
}

/**
 * Wire the client to the session (done once by the app at start-up). Signed in, the answer
 * schemas start downloading now: the first screen's calls go out at once and need them for their
 * answers. Signed out, with the first call (beside it), so they do not compete with the sign-in
 * form's own code (the form fetches the contract for its check once its code has arrived).
 */
export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
  if (next.isSignedIn()) loadAnswers().catch(() => undefined);
}

type WireSpec = (typeof routeWire)[RouteName];

type ParamsPart<N extends RouteName> = [ParamsOf<N>] extends [undefined]
  ? { params?: undefined }
  : { params: ParamsOf<N> };
type QueryPart<N extends RouteName> = [QueryOf<N>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<N> };
type BodyPart<N extends RouteName> = [BodyOf<N>] extends [undefined] ? { body?: undefined } : { body: BodyOf<N> };
export type CallOptions<N extends RouteName> = ParamsPart<N> & QueryPart<N> & BodyPart<N> & { signal?: AbortSignal };
type CallArgs<N extends RouteName> = [ParamsOf<N>, BodyOf<N>] extends [undefined, undefined]
  ? [options?: CallOptions<N>]
  : [options: CallOptions<N>];

interface LooseOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

function urlOf(spec: WireSpec, options: LooseOptions): string {
  const path = buildPath(spec.path, options.params ?? {});
  // Static files (version.json) live with the web build, not under the API.
  const base = spec.static ? import.meta.env.BASE_URL.replace(/\/$/, '') : API_BASE;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    // Numbers and booleans print the same through JSON; strings go as they are.
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The session goes in its HttpOnly cookie, never in a header; the app header on every call is
 * what the API's CSRF defence asks of cookie sessions (decision 0051).
 */
function headersFor(spec: WireSpec, hasBody: boolean): Headers {
  const headers = new Headers({
    Accept: spec.text ? 'text/plain' : 'application/json',
    [APP_HEADER]: APP_HEADER_VALUE,
    'X-Device-Id': deviceId(),
    'X-Client-Fingerprint': fingerprintHeader(),
  });
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response, asText: boolean): Promise<unknown> {
  if (asText) return response.text();
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function send(name: RouteName, spec: WireSpec, options: LooseOptions): Promise<unknown> {
  const signedIn = hooks.isSignedIn();
  const hasBody = options.body !== undefined;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    let response: Response;
    try {
      response = await fetch(urlOf(spec, options), {
        method: spec.method,
        headers: headersFor(spec, hasBody),
        body: hasBody ? JSON.stringify(options.body) : null,
        signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (options.signal?.aborted) throw error; // cancelled by the caller, not a failure
      throw unreachableError();
    }
    if (!response.ok) {
      const reply = await readBody(response, false).catch(() => undefined);
      const failure = (await answersFor()).failureOf(response.status, reply);
      if (response.status === 400 && (reply as { code?: unknown } | undefined)?.code === 'HMRC_SIGN_IN_REQUIRED') {
        hooks.onHmrcSignInRequired?.();
      }
      if (failure.kind === 'unauthenticated' && signedIn) hooks.onUnauthenticated();
      if (failure.kind === 'forbidden' && signedIn && spec.access === 'business') hooks.onBusinessForbidden(name);
      throw failure;
    }
    return await readBody(response, spec.text === true).catch(() => {
      throw timeout.signal.aborted ? unreachableError() : unknownError();
    });
  } finally {
    clearTimeout(timer);
  }
}

async function call<N extends RouteName>(name: N, ...[options]: CallArgs<N>): Promise<ResponseOf<N>> {
  const spec = routeWire[name];
  loadAnswers().catch(() => undefined);
  const data = await send(name, spec, (options ?? {}) as LooseOptions);
  const parsed = (await answersFor()).responseSchemaOf(name).safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected reply from ${spec.method} ${spec.path}`, parsed.error.issues);
    throw unknownError();
  }
  return parsed.data as ResponseOf<N>;
}

export const api = { call };
