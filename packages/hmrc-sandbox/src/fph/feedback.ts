/**
 * GET /test/fraud-prevention-headers/{api}/validation-feedback (reference §8.2): the validation of
 * the latest request the application made to each VAT endpoint. HMRC's exact response shape is
 * unconfirmed; each request here carries the same fields as /validate's answer.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RuleOptions } from './rules';
import { SPEC_VERSION, validateFraudHeaders, type FphResult } from './validate';

interface Recorded {
  clientId: string;
  /** The API called (`vat-mtd`, or an Income Tax API). */
  api: string;
  method: string;
  path: string;
  requestTimestamp: string;
  headers: IncomingHttpHeaders;
}

/** One header of a recorded request, as the reference's reconstructed feedback shape lists them. */
export interface FeedbackHeader {
  header: string;
  value: string;
  code: 'VALID_HEADER' | 'INVALID_HEADER' | 'POTENTIALLY_INVALID_HEADER';
  errors: string[];
  warnings: string[];
}

export interface FeedbackRequest extends FphResult {
  path: string;
  method: string;
  requestTimestamp: string;
  connectionMethod: string | null;
  /** Each Gov-* header sent, with its value and what was found about it (missing headers are in `errors`). */
  headers: FeedbackHeader[];
}

/** The findings that name `header`, as messages. */
function about(items: FphResult['errors'], header: string): string[] {
  return (items ?? []).filter((i) => i.headers.includes(header)).map((i) => i.message);
}

export interface FeedbackReport {
  specVersion: string;
  requests: FeedbackRequest[];
}

export class FeedbackLog {
  private readonly latest = new Map<string, Recorded>();

  /** Keep the Gov-* headers of an API request (the latest per application, method and path). */
  record(
    clientId: string,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    now: Date,
    api = 'vat-mtd',
  ): void {
    const gov = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.startsWith('gov-client-') || name.startsWith('gov-vendor-')),
    );
    this.latest.set(`${clientId} ${method} ${path}`, {
      clientId,
      api,
      method,
      path,
      requestTimestamp: now.toISOString(),
      headers: gov,
    });
  }

  /** Feedback for one application (or all, with null), optionally for one connection method and one API. */
  report(
    clientId: string | null,
    connectionMethod: string | null,
    options: RuleOptions,
    api: string | null = null,
  ): FeedbackReport {
    const requests = [...this.latest.values()]
      .filter((r) => (clientId === null || r.clientId === clientId) && (api === null || r.api === api))
      .map((r) => {
        const method = r.headers['gov-client-connection-method'];
        const result = validateFraudHeaders(r.headers, options);
        const headers = Object.entries(r.headers).map(([header, value]): FeedbackHeader => {
          const errors = about(result.errors, header);
          const warnings = about(result.warnings, header);
          const code = errors.length
            ? 'INVALID_HEADER'
            : warnings.length
              ? 'POTENTIALLY_INVALID_HEADER'
              : 'VALID_HEADER';
          return { header, value: Array.isArray(value) ? value.join(', ') : (value ?? ''), code, errors, warnings };
        });
        return {
          path: r.path,
          method: r.method,
          requestTimestamp: r.requestTimestamp,
          connectionMethod: typeof method === 'string' ? method : null,
          ...result,
          headers,
        };
      })
      .filter((r) => connectionMethod === null || r.connectionMethod === connectionMethod);
    return { specVersion: SPEC_VERSION, requests };
  }
}
