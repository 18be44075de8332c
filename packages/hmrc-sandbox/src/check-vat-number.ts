/**
 * Check a UK VAT number API 2.0 (reference §11; check-vat-number/application.yaml). Registered are
 * HMRC's sandbox test VRNs (fixtures/check-vat-number-vrns.csv) and every test user's VRN. Names and
 * addresses of HMRC's test VRNs are not published (except the OAS example), so they are made up.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import { gateway, GATEWAY_ERRORS } from './gateway';
import { sendJson } from './http';

const HMRC_TEST_VRNS = new Set(
  readFileSync(new URL('./fixtures/check-vat-number-vrns.csv', import.meta.url), 'utf8')
    .split(/[,\s]+/)
    .filter((v) => /^\d+$/.test(v)),
);

interface Company {
  name: string;
  vatNumber: string;
  address: { line1: string; line2?: string; postcode: string; countryCode: string };
}

const EXAMPLE: Company = {
  name: 'Credite Sberger Donal Inc.',
  vatNumber: '553557881',
  address: { line1: '131B Barton Hamlet', postcode: 'SW97 5CK', countryCode: 'GB' },
};

function company(ctx: SandboxContext, vrn: string): Company | null {
  const user = ctx.state.userByVrn(vrn);
  if (user) {
    const { line1, line2, postcode } = user.organisationDetails.address;
    return {
      name: user.organisationDetails.name,
      vatNumber: vrn,
      address: { line1, line2, postcode, countryCode: 'GB' },
    };
  }
  if (vrn === EXAMPLE.vatNumber) return EXAMPLE;
  if (!HMRC_TEST_VRNS.has(vrn)) return null;
  return {
    name: `Test Company ${vrn.slice(-4)} Ltd`,
    vatNumber: vrn,
    address: { line1: `${Number(vrn.slice(-2)) + 1} Test Street`, postcode: 'SW1A 2AA', countryCode: 'GB' },
  };
}

/** `2019-01-31T12:43:17+00:00`, as the OAS example. */
const processingDate = (now: Date): string => `${now.toISOString().slice(0, 19)}+00:00`;

const error = (code: string, message: string) => ({ code, message });

export function handleCheckVatNumber(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): void {
  const m = /^\/organisations\/vat\/check-vat-number\/lookup\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (!m || req.method !== 'GET') return sendJson(res, 404, GATEWAY_ERRORS.notFound);
  if (!gateway(ctx, req, res, { api: 'check-vat-number', version: '2.0', access: 'application' })) return;
  const [, target, requester] = m as unknown as [string, string, string | undefined];
  const vrnShape = /^(\d{9}|\d{12})$/;
  if (!vrnShape.test(target)) {
    return sendJson(res, 400, error('INVALID_REQUEST', 'Invalid targetVrn - Vrn parameters should be 9 or 12 digits'));
  }
  if (requester !== undefined && !vrnShape.test(requester)) {
    return sendJson(
      res,
      400,
      error('INVALID_REQUEST', 'Invalid requesterVrn - Vrn parameters should be 9 or 12 digits'),
    );
  }
  const found = company(ctx, target);
  if (requester !== undefined && !company(ctx, requester)) {
    return sendJson(res, 403, error('INVALID_REQUEST', 'requesterVrn does not match a registered company'));
  }
  if (!found) return sendJson(res, 404, error('NOT_FOUND', 'targetVrn does not match a registered company'));
  const date = processingDate(ctx.options.now());
  if (requester === undefined) return sendJson(res, 200, { target: found, processingDate: date });
  const consultationNumber = Array.from(
    { length: 9 },
    () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[randomInt(49)],
  ).join('');
  sendJson(res, 200, { target: found, requester, consultationNumber, processingDate: date });
}
