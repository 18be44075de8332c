/** What an MTD Income Tax endpoint handler receives and returns. */
import type { IncomingMessage } from 'node:http';
import type { SandboxContext } from '../context';
import type { TestUser } from '../state';

export type ItsaApi =
  'business-details-mtd' | 'obligations-mtd' | 'self-employment-business-mtd' | 'individual-calculations-mtd';

export interface ItsaRequest {
  ctx: SandboxContext;
  req: IncomingMessage;
  url: URL;
  /** The NINO of the path (valid, and the signed-in test user's). */
  nino: string;
  user: TestUser;
  /** The Gov-Test-Scenario header, or null. */
  scenario: string | null;
  /** Path parameters after the NINO (business ID, tax year, calculation type or ID). */
  params: string[];
  /** The request body as sent ('' for GET). */
  body: string;
}

export interface ItsaResult {
  status: number;
  /** undefined: no body (204). */
  body?: unknown;
}
