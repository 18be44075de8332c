/**
 * Everything the emulator remembers: test users, grants and tokens, submitted returns. In memory,
 * and written to `dataFile` (when given) after each change so a restarted sandbox keeps them.
 * Tokens and codes are kept as SHA-256 hashes, never as issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { CumulativeRequest, ItsaBusiness, StoredCalculation, StoredCumulative } from './itsa/store-types';

export interface TestUser {
  userId: string;
  password: string;
  userFullName: string;
  emailAddress: string;
  organisationDetails: { name: string; address: { line1: string; line2: string; postcode: string } };
  vrn?: string;
  vatRegistrationDate?: string;
  /** National Insurance number (`national-insurance` or `mtd-income-tax`). */
  nino?: string;
  /** MTD Income Tax ID: the user holds the HMRC-MTD-IT enrolment (`mtd-income-tax`). */
  mtdItId?: string;
  /** Income Tax businesses (Business Details), for a user enrolled for MTD Income Tax. */
  itsaBusinesses?: ItsaBusiness[];
}

export interface Grant {
  id: string;
  clientId: string;
  userId: string;
  scope: string[];
  /** Epoch ms after which refresh fails with invalid_grant (HMRC: 18 months). */
  expiresAt: number;
  revoked: boolean;
}

export interface AccessToken {
  clientId: string;
  /** null for a client-credentials (application-restricted) token. */
  grantId: string | null;
  userId: string | null;
  scope: string[];
  expiresAt: number;
}

export interface RefreshToken {
  grantId: string;
  used: boolean;
}

export interface AuthorisationCode {
  clientId: string;
  redirectUri: string;
  scope: string[];
  userId: string;
  expiresAt: number;
  codeChallenge: string | null;
  used: boolean;
}

/** A stored return: the nine boxes as submitted (JSON numbers) and when it was received. */
export interface StoredReturn {
  boxes: Record<string, number>;
  periodKey: string;
  received: string;
}

interface Persisted {
  users: TestUser[];
  grants: Grant[];
  accessTokens: [string, AccessToken][];
  refreshTokens: [string, RefreshToken][];
  returns: [string, StoredReturn][];
  cumulative?: [string, StoredCumulative][];
  cumulativeRequests?: CumulativeRequest[];
  calculations?: [string, StoredCalculation][];
}

/** How many cumulative PUTs the request log keeps. */
export const MAX_CUMULATIVE_REQUESTS = 1000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** An opaque token like HMRC's: 32 lower-case hex characters. */
export const newToken = (): string => randomBytes(16).toString('hex');

export class SandboxState {
  readonly users = new Map<string, TestUser>();
  readonly grants = new Map<string, Grant>();
  readonly accessTokens = new Map<string, AccessToken>();
  readonly refreshTokens = new Map<string, RefreshToken>();
  readonly codes = new Map<string, AuthorisationCode>();
  readonly returns = new Map<string, StoredReturn>();
  /** Income Tax cumulative summaries by `nino#businessId#taxYear` (itsa/cumulative.ts). */
  readonly cumulative = new Map<string, StoredCumulative>();
  /** Every cumulative PUT received, oldest first (the latest {@link MAX_CUMULATIVE_REQUESTS}). */
  readonly cumulativeRequests: CumulativeRequest[] = [];
  /** Triggered Income Tax calculations by id (itsa/calculations.ts). */
  readonly calculations = new Map<string, StoredCalculation>();

  constructor(private readonly dataFile: string | undefined) {
    if (dataFile && existsSync(dataFile)) this.load(dataFile);
  }

  userByVrn(vrn: string): TestUser | undefined {
    for (const user of this.users.values()) if (user.vrn === vrn) return user;
    return undefined;
  }

  userByNino(nino: string): TestUser | undefined {
    for (const user of this.users.values()) if (user.nino === nino) return user;
    return undefined;
  }

  returnKey(vrn: string, periodKey: string): string {
    return `${vrn}#${periodKey}`;
  }

  /** The returns filed for a VRN (each period at most once), oldest first. */
  storedReturns(vrn: string): StoredReturn[] {
    return [...this.returns.entries()]
      .filter(([key]) => key.startsWith(`${vrn}#`))
      .map(([, stored]) => ({ ...stored }));
  }

  /** Write the durable part (codes and sign-in journeys are short-lived and stay in memory). */
  save(): void {
    if (!this.dataFile) return;
    const data: Persisted = {
      users: [...this.users.values()],
      grants: [...this.grants.values()],
      accessTokens: [...this.accessTokens],
      refreshTokens: [...this.refreshTokens],
      returns: [...this.returns],
      cumulative: [...this.cumulative],
      cumulativeRequests: this.cumulativeRequests,
      calculations: [...this.calculations],
    };
    mkdirSync(path.dirname(this.dataFile), { recursive: true });
    const temp = `${this.dataFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(data, null, 2));
    renameSync(temp, this.dataFile);
  }

  private load(file: string): void {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<Persisted>;
    for (const user of data.users ?? []) this.users.set(user.userId, user);
    for (const grant of data.grants ?? []) this.grants.set(grant.id, grant);
    for (const [key, value] of data.accessTokens ?? []) this.accessTokens.set(key, value);
    for (const [key, value] of data.refreshTokens ?? []) this.refreshTokens.set(key, value);
    for (const [key, value] of data.returns ?? []) this.returns.set(key, value);
    for (const [key, value] of data.cumulative ?? []) this.cumulative.set(key, value);
    this.cumulativeRequests.push(...(data.cumulativeRequests ?? []));
    for (const [key, value] of data.calculations ?? []) this.calculations.set(key, value);
  }
}
