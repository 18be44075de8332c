/**
 * Options of the emulator and its defaults. Lifetimes are HMRC's ("User-restricted endpoints":
 * access token 4 hours, authorisation code 10 minutes, grant 18 months); tests make them shorter.
 */
export interface SandboxClient {
  clientId: string;
  clientSecret: string;
  /**
   * Registered redirect URIs, matched exactly as HMRC does. A loopback URI whose port is `*`
   * (`http://localhost:*\/app/`) stands for every port of that host, for local stacks on free ports.
   */
  redirectUris: string[];
}

export interface SeedUser {
  userId: string;
  password: string;
  vrn: string;
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
  /** Mark an obligation fulfilled once a return is stored for its period (default true; HMRC's sandbox does not). */
  statefulObligations?: boolean;
  /** The clock, for tests of dates ("to" after today) and expiry. */
  now?: () => Date;
  /**
   * Fraud header validation: count private and loopback IPs as public. Off by default (HMRC flags
   * them); a local stack, where every address is loopback, can turn it on.
   */
  privateIpsArePublic?: boolean;
  /** Answer 429 MESSAGE_THROTTLED_OUT past this many API requests a second per application (HMRC: 3). Off by default. */
  rateLimitPerSecond?: number;
}

/** The application the local stack uses: fixed, so the product's local config can name it. */
export const LOCAL_CLIENT: SandboxClient = {
  clientId: 'bookkeeper-local',
  clientSecret: 'local-secret',
  redirectUris: ['http://localhost:3000/app/', 'http://localhost:*/app/', 'http://127.0.0.1:*/app/'],
};

/** The ready test user of the local stack (an organisation enrolled for MTD VAT). */
export const LOCAL_SEED_USER: SeedUser = { userId: '562235987248', password: 'bookkeeper', vrn: '666000754' };

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
  now: () => Date;
  privateIpsArePublic: boolean;
  rateLimitPerSecond: number | undefined;
}

export function resolveOptions(options: HmrcSandboxOptions): ResolvedOptions {
  return {
    clients: options.clients ?? [LOCAL_CLIENT],
    accessTokenSeconds: options.accessTokenSeconds ?? HMRC_LIFETIMES.accessTokenSeconds,
    refreshTokenSeconds: options.refreshTokenSeconds ?? HMRC_LIFETIMES.refreshTokenSeconds,
    codeSeconds: options.codeSeconds ?? HMRC_LIFETIMES.codeSeconds,
    dataFile: options.dataFile,
    quiet: options.quiet ?? false,
    statefulObligations: options.statefulObligations ?? true,
    now: options.now ?? (() => new Date()),
    privateIpsArePublic: options.privateIpsArePublic ?? false,
    rateLimitPerSecond: options.rateLimitPerSecond,
  };
}
