/**
 * The VAT (MTD) API 1.0 behind the gateway: route match, token and scope, then the service's own
 * order (reference §4, §9.3): VRN format, enrolment of the token's test user for that VRN, the
 * endpoint's validation, and only then the Gov-Test-Scenario or the stored/canned data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { sendFault, type Fault } from '../faults';
import { acceptVersion, gateway, GATEWAY_ERRORS } from '../gateway';
import { readBody, sendJson, sendVat, vatServiceHeaders } from '../http';
import { VAT_ERRORS } from './errors';
import { getLiabilities, getPayments } from './financial-data';
import { getInformation } from './information';
import { getObligations } from './obligations';
import { getFinancialDetails, getPenalties } from './penalties';
import { submitReturn } from './submit-return';
import type { VatRequest, VatResult } from './types';
import { viewReturn } from './view-return';

interface VatRoute {
  method: 'GET' | 'POST';
  /** Path segments after `/organisations/vat/{vrn}/`. */
  pattern: RegExp;
  scope: 'read:vat' | 'write:vat';
  /** HMRC's name of the resource, as validation-feedback reports it. */
  template: string;
  handle: (request: VatRequest, body: string) => VatResult;
}

const ROUTES: VatRoute[] = [
  { method: 'GET', pattern: /^obligations$/, scope: 'read:vat', template: 'obligations', handle: getObligations },
  { method: 'POST', pattern: /^returns$/, scope: 'write:vat', template: 'returns', handle: submitReturn },
  {
    method: 'GET',
    pattern: /^returns\/([^/]+)$/,
    scope: 'read:vat',
    template: 'returns/{periodKey}',
    handle: viewReturn,
  },
  { method: 'GET', pattern: /^liabilities$/, scope: 'read:vat', template: 'liabilities', handle: getLiabilities },
  { method: 'GET', pattern: /^payments$/, scope: 'read:vat', template: 'payments', handle: getPayments },
  { method: 'GET', pattern: /^penalties$/, scope: 'read:vat', template: 'penalties', handle: getPenalties },
  {
    method: 'GET',
    pattern: /^financial-details\/([^/]+)$/,
    template: 'financial-details/{penaltyChargeReference}',
    scope: 'read:vat',
    handle: getFinancialDetails,
  },
  { method: 'GET', pattern: /^information$/, scope: 'read:vat', template: 'information', handle: getInformation },
];

/** Paths under /organisations/vat/ that are VAT API calls ({vrn}/...), else null. */
export function matchVatPath(pathname: string): { vrn: string; rest: string } | null {
  const [, vrn, rest] = /^\/organisations\/vat\/([^/]+)\/(.+)$/.exec(pathname) ?? [];
  return vrn && rest ? { vrn: safeDecode(vrn), rest } : null;
}

/** A path segment decoded; malformed percent-encoding stays as sent (and then fails validation). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function handleVat(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: { vrn: string; rest: string },
  /** An injected 5xx to answer once the request has been handled (faults.ts), or null. */
  afterFault: Fault | null = null,
): Promise<void> {
  if (acceptVersion(req) !== '1.0') return sendJson(res, 406, GATEWAY_ERRORS.acceptHeaderInvalid);
  let params: string[] = [];
  const route = ROUTES.find((r) => {
    const m = r.method === req.method ? r.pattern.exec(path.rest) : null;
    if (m) params = m.slice(1).map(safeDecode);
    return m !== null;
  });
  if (!route) return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  const token = gateway(ctx, req, res, { api: 'vat-mtd', version: '1.0', access: 'user', scope: route.scope });
  if (!token) return;
  const template = `/organisations/vat/{vrn}/${route.template}`;
  ctx.feedback.record(token.clientId, route.method, template, req.headers, ctx.options.now());
  const body = req.method === 'POST' ? await readBody(req) : '';
  if (!/^\d{9}$/.test(path.vrn)) return send(res, VAT_ERRORS.vrnInvalid);
  const user = token.userId ? ctx.state.users.get(token.userId) : undefined;
  if (!user || user.vrn !== path.vrn) return send(res, VAT_ERRORS.notAuthorised);
  const scenarioHeader = req.headers['gov-test-scenario'];
  const scenario = typeof scenarioHeader === 'string' && scenarioHeader.trim() ? scenarioHeader.trim() : null;
  const result = route.handle({ ctx, req, url, vrn: path.vrn, user, scenario, params }, body);
  if (result.delayMs) await new Promise((resolve) => setTimeout(resolve, result.delayMs));
  if (res.destroyed) return; // the client gave up waiting
  if (afterFault) return sendFault(res, afterFault, 'api');
  send(res, result);
}

function send(res: ServerResponse, result: VatResult): void {
  if (result.body === undefined) {
    res.writeHead(result.status, { ...vatServiceHeaders(), ...result.headers });
    res.end();
    return;
  }
  sendVat(res, result.status, result.body, result.headers);
}
