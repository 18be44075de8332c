/**
 * The emulator's own controls (not HMRC's), answered only to the machine it runs on:
 *
 * - `GET /_emulator/faults`: the latency and faults in force (faults.ts) and how many each has
 *   injected, `{ faults: [...], injected: [...] }`;
 * - `PUT /_emulator/faults` with a JSON {@link FaultSettings}: replace those of its `userId` (or of
 *   every other request), e.g. `{"latencyMs":200,"serverErrorRate":0.05,"seed":7,"userId":"<test
 *   user>"}` for one test's run; `{"userId":"<test user>"}` alone removes them, `{}` those of the rest;
 * - `DELETE /_emulator/faults`: remove them all;
 * - `GET /_emulator/returns/{vrn}`: the returns filed for a VRN, oldest first;
 * - `GET /_emulator/itsa/{nino}/cumulative`: every Income Tax cumulative PUT for a NINO as it
 *   arrived (the exact JSON body, and the status and code answered), oldest first.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from './context';
import type { FaultSettings } from './faults';
import { readBody, sendJson } from './http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const problem = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { code: 'EMULATOR_CONTROL', message });

export async function handleControl(
  ctx: SandboxContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  // Bound to loopback by default; the check also holds when it listens on every interface.
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return problem(res, 403, 'Controls answer local requests only');
  if (pathname === '/_emulator/faults') {
    if (req.method === 'GET') return sendJson(res, 200, { faults: ctx.faults.list(), injected: ctx.faults.counts() });
    if (req.method === 'DELETE') {
      ctx.faults.clear();
      return sendJson(res, 200, { faults: ctx.faults.list() });
    }
    if (req.method === 'PUT') {
      let settings: FaultSettings;
      try {
        settings = JSON.parse((await readBody(req)) || '{}') as FaultSettings;
        if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
          throw new RangeError('The body must be a JSON object');
        ctx.faults.set(settings);
      } catch (error) {
        return problem(res, 400, error instanceof Error ? error.message : String(error));
      }
      return sendJson(res, 200, { faults: ctx.faults.list() });
    }
    return problem(res, 405, 'GET, PUT or DELETE');
  }
  const vrn = /^\/_emulator\/returns\/(\d{9})$/.exec(pathname)?.[1];
  if (vrn && req.method === 'GET') return sendJson(res, 200, { returns: ctx.state.storedReturns(vrn) });
  const nino = /^\/_emulator\/itsa\/([A-Z0-9]{9})\/cumulative$/.exec(pathname)?.[1];
  if (nino && req.method === 'GET')
    return sendJson(res, 200, { requests: ctx.state.cumulativeRequests.filter((r) => r.nino === nino) });
  problem(res, 404, 'No such control');
}
