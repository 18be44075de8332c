import type { FaultSettings } from './faults';

/**
 * Options of the emulator and its defaults (decision 0045). Lifetimes are HMRC's ("User-restricted endpoints":
 * access token 4 hours, authorisation code 10 minutes, grant 18 months); tests make them shorter.
 */
/** The APIs an application may be subscribed to on HMRC's Developer Hub. */
export type ApiName =
  | 'vat-mtd'
  | 'check-vat-number'
  | 'create-test-user'
  | 'test-fraud-prevention-headers'
  | 'business-details-mtd'
  | 'obligations-mtd'
  | 'self-employment-business-mtd'
  | 'individual-calculations-mtd';

export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  /** Registered redirect URIs, matched exactly as HMRC does (scheme, host, port, path and query). */
  redirectUris: string[];
  /**
   * Not HMRC's: a registered loopback URI whose port is `*` (`http://localhost:*\/app/`) stands for
   * every port of that host. Only the local client sets it, for local stacks on free ports.
   */
  loopbackAnyPort?: boolean;
  /** The APIs it is subscribed to; others answer 403 RESOURCE_FORBIDDEN. Default: every one. */
  subscriptions?: ApiName[];
}

export interface SeedUser {
  userId: string;
  password: string;
  vrn: string;
  /** Set when the user is enrolled for MTD Income Tax (decision 0067). */
  nino?: string;
  /** Its self-employment business, when enrolled for MTD Income Tax. */
  businessId?: string;
}

export interface HmrcSandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Registered applications; default: the local client only. */
  clients?: SandboxClient[];
  /** Access token lifetime; default 14400 (4 hours). */
  accessTokenSeconds?: number;
  /** How long a grant (and so its refresh tokens) lasts; default 18 months. */
  refreshTokenSeconds?: number;
  /** Authorisation code lifetime; default 600 (10 minutes). */
  codeSeconds?: number;
  /** Keep test users, grants and submitted returns in this JSON file across restarts. */
  dataFile?: string;
  /** No request log on stdout. */
  quiet?: boolean;
  /** Create this ready test user at start (`true`: the fixed local one, {@link LOCAL_SEED_USER}). */
  seedUser?: boolean | SeedUser;
  /**
   * Mark an obligation fulfilled once a return is stored for its period, and filter by `status`;
   * for Income Tax, once a cumulative update reaches a quarter's end. Default false: like HMRC's
   * sandbox, the scenario alone decides the obligations (Income Tax's are then all open).
   */
  statefulObligations?: boolean;
  /**
   * How long after its trigger an Income Tax calculation can be retrieved (HMRC: asynchronous,
   * "wait at least 5 seconds"); 404 before. Default 1000 ms.
   */
  calculationDelayMs?: number;
  /** The clock, for tests of dates ("to" after today) and expiry. */
  now?: () => Date;
  /**
   * Fraud header validation: count private and loopback IPs as public. Off by default (HMRC flags
   * them); a local stack, where every address is loopback, can turn it on.
   */
  privateIpsArePublic?: boolean;
  /**
   * Answer 429 MESSAGE_THROTTLED_OUT (with Retry-After) past this many API requests a second per
   * application and user. Default 3, HMRC's limit; 0 turns it off.
   */
  rateLimitPerSecond?: number;
  /** Latency and faults from the start (also settable at run time: HmrcSandbox.setFaults, `/_emulator/faults`). */
  faults?: FaultSettings;
}

/** The application the local stack uses: fixed, so the product's local config can name it. */
export const LOCAL_CLIENT: SandboxClient = {
  clientId: 'bookkeeper-local',
  clientSecret: 'local-secret',
  redirectUris: ['http://localhost:3000/app/', 'http://localhost:*/app/', 'http://127.0.0.1:*/app/'],
  loopbackAnyPort: true,
};

/** HMRC's rate limit: requests a second per application and user ([REFGUIDE]). */
export const HMRC_RATE_LIMIT_PER_SECOND = 3;

/** The ready test user of the local stack (enrolled for MTD VAT and MTD Income Tax, with one self-employment business). */
export const LOCAL_SEED_USER: SeedUser = {
  userId: '562235987248',
  password: 'bookkeeper',
  vrn: '666000754',
  nino: 'AE123456C',
  businessId: 'XJIS00000000754',
};

export const HMRC_LIFETIMES = {
  accessTokenSeconds: 4 * 60 * 60,
  refreshTokenSeconds: 18 * 30 * 24 * 60 * 60,
  codeSeconds: 10 * 60,
};

export interface ResolvedOptions {
  clients: SandboxClient[];
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  codeSeconds: number;
  dataFile: string | undefined;
  quiet: boolean;
  statefulObligations: boolean;
  calculationDelayMs: number;
  now: () => Date;
  privateIpsArePublic: boolean;
  /** 0: no rate limit. */
  rateLimitPerSecond: number;
  faults: FaultSettings;
}

export function resolveOptions(options: HmrcSandboxOptions): ResolvedOptions {
  return {
    clients: options.clients ?? [LOCAL_CLIENT],
    accessTokenSeconds: options.accessTokenSeconds ?? HMRC_LIFETIMES.accessTokenSeconds,
    refreshTokenSeconds: options.refreshTokenSeconds ?? HMRC_LIFETIMES.refreshTokenSeconds,
    codeSeconds: options.codeSeconds ?? HMRC_LIFETIMES.codeSeconds,
    dataFile: options.dataFile,
    quiet: options.quiet ?? false,
    statefulObligations: options.statefulObligations ?? false,
    calculationDelayMs: options.calculationDelayMs ?? 1000,
    now: options.now ?? (() => new Date()),
    privateIpsArePublic: options.privateIpsArePublic ?? false,
    rateLimitPerSecond: options.rateLimitPerSecond ?? HMRC_RATE_LIMIT_PER_SECOND,
    faults: options.faults ?? {},
  };
}
