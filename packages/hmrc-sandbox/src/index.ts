/**
 * `@bk/hmrc-sandbox`: a local emulator of HMRC's sandbox, written from HMRC's published definitions
 * (shared/reference/hmrc) and importing nothing from the product. See README.md.
 *
 * @example
 * const sandbox = await startHmrcSandbox({ port: 0, seedUser: true, quiet: true });
 * // sandbox.url -> http://127.0.0.1:PORT; sign in as LOCAL_SEED_USER on sandbox.url + '/oauth/authorize?...'
 * await sandbox.stop();
 */
import type { AddressInfo } from 'node:net';
import type { Journey, SandboxContext, TokenRequest } from './context';
import { LOCAL_SEED_USER, resolveOptions, type HmrcSandboxOptions, type SeedUser } from './options';
import { createSandboxServer } from './server';
import { SandboxState, type StoredReturn } from './state';
import type { CumulativeRequest } from './itsa/store-types';
import { createTestUser } from './test-users/create-test-user';
import { FeedbackLog, type FeedbackReport } from './fph/feedback';
import { FaultInjector, type FaultSettings } from './faults';

export {
  LOCAL_CLIENT,
  LOCAL_SEED_USER,
  HMRC_LIFETIMES,
  HMRC_RATE_LIMIT_PER_SECOND,
  type HmrcSandboxOptions,
  type SandboxClient,
  type SeedUser,
} from './options';
export { validateFraudHeaders, type FphResult, type FphItem } from './fph/validate';
export type { FeedbackReport, FeedbackRequest } from './fph/feedback';
export { isValidVrn } from './test-users/vrn';
export type { StoredReturn } from './state';
export type { CumulativeRequest } from './itsa/store-types';
export { isValidNino } from './test-users/nino';
export type { TokenRequest } from './context';
export type { FaultSettings } from './faults';

export interface HmrcSandbox {
  /** Base URL of every endpoint (API, /oauth/authorize, /oauth/token), no trailing slash. */
  url: string;
  stop(): Promise<void>;
  /**
   * A new test user enrolled for MTD VAT and MTD Income Tax (a NINO and one self-employment
   * business), as the Create Test User API makes.
   */
  createTestUser(): Promise<SeedUser>;
  /**
   * Revoke every grant, or one test user's (User ID): each refresh token then fails with
   * invalid_grant (access tokens live on until expiry), as when the user removes the authority.
   */
  revokeRefreshTokens(userId?: string): void;
  /** Expire every access token now, or one test user's: the next API call gets 401 INVALID_CREDENTIALS. */
  expireAccessTokens(userId?: string): void;
  /**
   * Handle each /oauth/token request only after `ms` (0 turns it off), as a slow HMRC would: every
   * request, or only those carrying one test user's code or refresh token. Stays until changed.
   */
  delayTokenEndpoint(ms: number, userId?: string): void;
  /**
   * The token endpoint's latest requests (up to 1000), oldest first, or one test user's: how many
   * refreshes reached HMRC, and what each was answered.
   */
  tokenRequests(userId?: string): TokenRequest[];
  /** Fraud header validation of the latest request to each VAT endpoint (all applications). */
  fraudHeaderFeedback(): FeedbackReport;
  /**
   * Make the next valid return submitted for `vrn` fail with a 5xx (default 500): before filing it
   * (`afterStoring` false), or after filing it (true: filed, yet HMRC answers an error). Used once.
   */
  failNextReturn(vrn: string, fault?: { status?: number; afterStoring?: boolean }): void;
  /**
   * Handle the next return submitted for `vrn` as usual (filing it if valid) but answer only after
   * `delayMs`: a client that waits less sees a timeout although HMRC filed the return. Used once.
   */
  slowNextReturn(vrn: string, delayMs: number): void;
  /** The returns filed for a VRN (each period at most once), oldest first. */
  storedReturns(vrn: string): StoredReturn[];
  /**
   * Every Income Tax cumulative PUT (of one NINO, or all), oldest first: the exact JSON body sent
   * and the status and code answered. As `GET /_emulator/itsa/{nino}/cumulative`.
   */
  cumulativeRequests(nino?: string): CumulativeRequest[];
  /** How long a triggered Income Tax calculation answers 404 before it can be retrieved (ms). */
  setCalculationDelay(ms: number): void;
  /**
   * Switch obligations between stateful (a filed period shows fulfilled at once) and HMRC's
   * sandbox (stateless: the obligation stays open, so a repeat gets DUPLICATE_SUBMISSION).
   */
  setStatefulObligations(on: boolean): void;
  /**
   * Latency and faults on the server-to-server endpoints from now on, for one test user's requests
   * (`userId`) or every other request; settings naming nothing else remove them. The seeded
   * choices restart. As `PUT /_emulator/faults`.
   */
  setFaults(settings: FaultSettings): void;
  /** The latency and fault settings in force. */
  faults(): FaultSettings[];
  /** The ready test user, when options.seedUser was given. */
  seedUser: SeedUser | null;
}

export async function startHmrcSandbox(options: HmrcSandboxOptions = {}): Promise<HmrcSandbox> {
  const resolved = resolveOptions(options);
  const state = new SandboxState(resolved.dataFile);
  const ctx: SandboxContext = {
    state,
    options: resolved,
    journeys: new Map<string, Journey>(),
    feedback: new FeedbackLog(),
    requestTimes: new Map<string, number[]>(),
    faults: new FaultInjector(resolved.faults),
    returnFaults: new Map(),
    returnDelays: new Map(),
    tokenLatency: null,
    tokenRequests: [],
    nowMs: () => resolved.now().getTime(),
  };
  let seedUser: SeedUser | null = null;
  if (options.seedUser) {
    const seed = options.seedUser === true ? LOCAL_SEED_USER : options.seedUser;
    const existing = state.users.get(seed.userId);
    const business = existing?.itsaBusinesses?.[0]?.businessId;
    if (
      !existing ||
      existing.password !== seed.password ||
      existing.vrn !== seed.vrn ||
      existing.nino !== seed.nino ||
      business !== seed.businessId
    ) {
      // A fixed commencement so the seeded business is the same on every start.
      createTestUser(state, {
        ...seed,
        mtdVat: true,
        mtdIncomeTax: seed.nino !== undefined,
        commencementDate: '2019-05-13',
        now: resolved.now(),
      });
    }
    seedUser = { ...seed };
  }
  const server = createSandboxServer(ctx);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    seedUser,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    createTestUser: async () => {
      const user = createTestUser(state, { mtdVat: true, mtdIncomeTax: true, now: resolved.now() });
      if (!user.vrn) throw new Error('A test user enrolled for MTD VAT has no VRN');
      const businessId = user.itsaBusinesses?.[0]?.businessId;
      return {
        userId: user.userId,
        password: user.password,
        vrn: user.vrn,
        ...(user.nino ? { nino: user.nino } : {}),
        ...(businessId ? { businessId } : {}),
      };
    },
    fraudHeaderFeedback: () => ctx.feedback.report(null, null, resolved),
    failNextReturn: (vrn, fault = {}) => {
      const status = fault.status ?? 500;
      if (!Number.isInteger(status) || status < 500 || status > 599)
        throw new RangeError(`Not a 5xx status: ${status}`);
      ctx.returnFaults.set(vrn, { status, afterStoring: fault.afterStoring ?? false });
    },
    setStatefulObligations: (on) => {
      resolved.statefulObligations = on;
    },
    slowNextReturn: (vrn, delayMs) => {
      ctx.returnDelays.set(vrn, delayMs);
    },
    storedReturns: (vrn) => state.storedReturns(vrn),
    cumulativeRequests: (nino) =>
      state.cumulativeRequests.filter((r) => nino === undefined || r.nino === nino).map((r) => ({ ...r })),
    setCalculationDelay: (ms) => {
      if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`Not a delay in ms: ${ms}`);
      resolved.calculationDelayMs = ms;
    },
    setFaults: (settings) => ctx.faults.set(settings),
    faults: () => ctx.faults.list(),
    revokeRefreshTokens: (userId?: string) => {
      for (const grant of state.grants.values())
        if (userId === undefined || grant.userId === userId) grant.revoked = true;
      state.save();
    },
    delayTokenEndpoint: (ms, userId) => {
      if (!Number.isInteger(ms) || ms < 0) throw new RangeError(`Not a delay in ms: ${ms}`);
      ctx.tokenLatency = ms === 0 ? null : { ms, ...(userId === undefined ? {} : { userId }) };
    },
    tokenRequests: (userId) =>
      ctx.tokenRequests.filter((r) => userId === undefined || r.userId === userId).map((r) => ({ ...r })),
    expireAccessTokens: (userId?: string) => {
      for (const token of state.accessTokens.values())
        if (userId === undefined || token.userId === userId) token.expiresAt = 0;
      state.save();
    },
  };
}
