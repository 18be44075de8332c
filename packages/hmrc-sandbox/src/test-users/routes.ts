/** /create-test-user/* behind the gateway (application-restricted: any valid token). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../context';
import { gateway, GATEWAY_ERRORS } from '../gateway';
import { readBody, sendJson } from '../http';
import { createTestUser, individualResponse, organisationResponse, SERVICES } from './create-test-user';

const invalid = (message: string) => ({ code: 'INVALID_REQUEST', message });

export async function handleCreateTestUser(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const kind = /^\/create-test-user\/(organisations|individuals|agents|services)$/.exec(pathname)?.[1];
  const method = kind === 'services' ? 'GET' : 'POST';
  if (!kind || req.method !== method) return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  if (!gateway(ctx, req, res, { api: 'create-test-user', version: '1.0', access: 'application' })) return;
  if (kind === 'services') return sendJson(res, 200, SERVICES);
  const raw = await readBody(req);
  let serviceNames: unknown = [];
  if (raw.trim()) {
    try {
      serviceNames = (JSON.parse(raw) as { serviceNames?: unknown }).serviceNames;
    } catch {
      return sendJson(res, 400, invalid('Request body is not valid JSON'));
    }
  }
  if (!Array.isArray(serviceNames) || !serviceNames.every((s) => SERVICES.some((svc) => svc.key === s))) {
    return sendJson(res, 400, invalid('serviceNames must be a list of known service names'));
  }
  const user = createTestUser(ctx.state, {
    mtdVat: serviceNames.includes('mtd-vat'),
    mtdIncomeTax: serviceNames.includes('mtd-income-tax'),
    nationalInsurance: serviceNames.includes('national-insurance'),
    now: ctx.options.now(),
  });
  if (kind === 'agents') {
    return sendJson(res, 201, {
      userId: user.userId,
      password: user.password,
      userFullName: user.userFullName,
      emailAddress: user.emailAddress,
      agentServicesAccountNumber: `NARN${String(Date.now()).slice(-7)}`,
    });
  }
  sendJson(res, 201, kind === 'organisations' ? organisationResponse(user) : individualResponse(user));
}
