/** What a VAT endpoint handler receives and returns. */
import type { IncomingMessage } from 'node:http';
import type { SandboxContext } from '../context';
import type { TestUser } from '../state';

export interface VatRequest {
  ctx: SandboxContext;
  req: IncomingMessage;
  url: URL;
  vrn: string;
  user: TestUser;
  /** The Gov-Test-Scenario header, or null. */
  scenario: string | null;
  /** Path parameters after the VRN (period key, charge reference). */
  params: string[];
}

export interface VatResult {
  status: number;
  /** undefined: an empty body with no Content-Type (View VAT Return's 404). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer only after this long (HmrcSandbox.slowNextReturn: HMRC slower than the client waits). */
  delayMs?: number;
}
