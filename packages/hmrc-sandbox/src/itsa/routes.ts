/**
 * The MTD Income Tax APIs behind the gateway (reference hmrc-itsa §1): route match, Accept version,
 * token and scope (gateway.ts), the fraud prevention headers kept for validation-feedback as the
 * VAT API's are, then the services' own order (§1.1): NINO format, the NINO is the signed-in
 * user's and enrolled for MTD Income Tax, then the endpoint's validation and data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { acceptVersion, gateway, GATEWAY_ERRORS } from '../gateway';
import { readBody, sendJson, sendVat, vatServiceHeaders } from '../http';
import { MAX_CUMULATIVE_REQUESTS, type TestUser } from '../state';
import { isValidNino } from '../test-users/nino';
import { listBusinesses, putQuarterType, retrieveBusiness } from './business-details';
import { listCalculations, retrieveCalculation, triggerCalculation } from './calculations';
import { getCumulative, putCumulative } from './cumulative';
import { error } from './errors';
import { crystallisation, incomeAndExpenditure } from './obligations';
import type { ItsaApi, ItsaRequest, ItsaResult } from './types';

interface ItsaRoute {
  method: 'GET' | 'PUT' | 'POST';
  /** The whole path; group 1 is the NINO, later groups the handler's params. */
  pattern: RegExp;
  api: ItsaApi;
  /** Accept versions served (§0). */
  versions: readonly string[];
  scope: 'read:self-assessment' | 'write:self-assessment';
  /** HMRC's name of the resource, as validation-feedback reports it. */
  template: string;
  /** Takes a JSON body (415 otherwise). */
  json?: boolean;
  /** Kept in the cumulative request log. */
  logged?: boolean;
  handle: (r: ItsaRequest) => ItsaResult;
}

const BD = { api: 'business-details-mtd', versions: ['2.0'] } as const;
const OB = { api: 'obligations-mtd', versions: ['3.0'] } as const;
const SE = { api: 'self-employment-business-mtd', versions: ['5.0'] } as const;
const IC = { api: 'individual-calculations-mtd', versions: ['8.0', '9.0'] } as const;
const READ = 'read:self-assessment';
const WRITE = 'write:self-assessment';
const S = '([^/]+)';

const ROUTES: ItsaRoute[] = [
  {
    ...BD,
    method: 'GET',
    pattern: new RegExp(`^/individuals/business/details/${S}/list$`),
    scope: READ,
    template: '/individuals/business/details/{nino}/list',
    handle: listBusinesses,
  },
  {
    ...BD,
    method: 'GET',
    pattern: new RegExp(`^/individuals/business/details/${S}/${S}$`),
    scope: READ,
    template: '/individuals/business/details/{nino}/{businessId}',
    handle: retrieveBusiness,
  },
  {
    ...BD,
    method: 'PUT',
    pattern: new RegExp(`^/individuals/business/details/${S}/${S}/${S}$`),
    scope: WRITE,
    template: '/individuals/business/details/{nino}/{businessId}/{taxYear}',
    json: true,
    handle: putQuarterType,
  },
  {
    ...OB,
    method: 'GET',
    pattern: new RegExp(`^/obligations/details/${S}/income-and-expenditure$`),
    scope: READ,
    template: '/obligations/details/{nino}/income-and-expenditure',
    handle: incomeAndExpenditure,
  },
  {
    ...OB,
    method: 'GET',
    pattern: new RegExp(`^/obligations/details/${S}/crystallisation$`),
    scope: READ,
    template: '/obligations/details/{nino}/crystallisation',
    handle: crystallisation,
  },
  {
    ...SE,
    method: 'PUT',
    pattern: new RegExp(`^/individuals/business/self-employment/${S}/${S}/cumulative/${S}$`),
    scope: WRITE,
    template: '/individuals/business/self-employment/{nino}/{businessId}/cumulative/{taxYear}',
    json: true,
    logged: true,
    handle: putCumulative,
  },
  {
    ...SE,
    method: 'GET',
    pattern: new RegExp(`^/individuals/business/self-employment/${S}/${S}/cumulative/${S}$`),
    scope: READ,
    template: '/individuals/business/self-employment/{nino}/{businessId}/cumulative/{taxYear}',
    handle: getCumulative,
  },
  {
    ...IC,
    method: 'POST',
    pattern: new RegExp(`^/individuals/calculations/${S}/self-assessment/${S}/trigger/${S}$`),
    scope: WRITE,
    template: '/individuals/calculations/{nino}/self-assessment/{taxYear}/trigger/{calculationType}',
    handle: triggerCalculation,
  },
  {
    ...IC,
    method: 'GET',
    pattern: new RegExp(`^/individuals/calculations/${S}/self-assessment/${S}$`),
    scope: READ,
    template: '/individuals/calculations/{nino}/self-assessment/{taxYear}',
    handle: listCalculations,
  },
  {
    ...IC,
    method: 'GET',
    pattern: new RegExp(`^/individuals/calculations/${S}/self-assessment/${S}/${S}$`),
    scope: READ,
    template: '/individuals/calculations/{nino}/self-assessment/{taxYear}/{calculationId}',
    handle: retrieveCalculation,
  },
];

const PREFIXES = [
  '/individuals/business/details/',
  '/obligations/details/',
  '/individuals/business/self-employment/',
  '/individuals/calculations/',
];

/** Whether a path belongs to one of the Income Tax APIs. */
export const isItsaPath = (pathname: string): boolean => PREFIXES.some((p) => pathname.startsWith(p));

/** A path segment decoded; malformed percent-encoding stays as sent (and then fails validation). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The version named by Accept but not served (the platform's answer, §1.5). */
const VERSION_NOT_FOUND = { code: 'NOT_FOUND', message: 'The requested resource could not be found' };

export async function handleItsa(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  let groups: string[] = [];
  const route = ROUTES.find((r) => {
    const m = r.method === req.method ? r.pattern.exec(url.pathname) : null;
    if (m) groups = m.slice(1).map(safeDecode);
    return m !== null;
  });
  if (!route) return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  const version = acceptVersion(req);
  if (version === null) return sendJson(res, 406, GATEWAY_ERRORS.acceptHeaderInvalid);
  if (!route.versions.includes(version)) return sendJson(res, 404, VERSION_NOT_FOUND);
  const token = gateway(ctx, req, res, { api: route.api, version, access: 'user', scope: route.scope });
  if (!token) return;
  ctx.feedback.record(token.clientId, route.method, route.template, req.headers, ctx.options.now(), route.api);
  const body = route.method === 'GET' ? '' : await readBody(req);
  const [nino = '', ...params] = groups;
  const user = token.userId ? ctx.state.users.get(token.userId) : undefined;
  const result = answer(route, { ctx, req, url, nino, params, body, scenario: scenarioOf(req) }, user);
  if (route.logged) log(ctx, nino, params, body, result);
  send(res, result);
}

function scenarioOf(req: IncomingMessage): string | null {
  const header = req.headers['gov-test-scenario'];
  return typeof header === 'string' && header.trim() ? header.trim() : null;
}

function answer(route: ItsaRoute, r: Omit<ItsaRequest, 'user'>, user: TestUser | undefined): ItsaResult {
  if (route.json) {
    const [mediaType = ''] = (r.req.headers['content-type'] ?? '').split(';');
    const type = mediaType.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/json')
      return {
        status: 415,
        body: { code: 'INVALID_BODY_TYPE', message: 'Expecting text/json or application/json body' },
      };
  }
  if (!isValidNino(r.nino)) return error(route.api, 400, 'FORMAT_NINO');
  if (!user || user.nino !== r.nino || !user.mtdItId) return error(route.api, 403, 'CLIENT_OR_AGENT_NOT_AUTHORISED');
  return route.handle({ ...r, user });
}

/** Keep a cumulative PUT as it arrived, with what it was answered (HmrcSandbox.cumulativeRequests). */
function log(ctx: SandboxContext, nino: string, params: string[], body: string, result: ItsaResult): void {
  const [businessId = '', taxYear = ''] = params;
  const code = (result.body as { code?: unknown } | undefined)?.code;
  const requests = ctx.state.cumulativeRequests;
  requests.push({
    nino,
    businessId,
    taxYear,
    body,
    status: result.status,
    code: typeof code === 'string' ? code : null,
    receivedAt: ctx.options.now().toISOString(),
  });
  if (requests.length > MAX_CUMULATIVE_REQUESTS) requests.splice(0, requests.length - MAX_CUMULATIVE_REQUESTS);
  ctx.state.save();
}

function send(res: ServerResponse, result: ItsaResult): void {
  if (result.body === undefined) {
    res.writeHead(result.status, vatServiceHeaders());
    res.end();
    return;
  }
  sendVat(res, result.status, result.body);
}
