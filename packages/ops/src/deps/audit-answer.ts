/**
 * The online half of the dependency check (decision 0060): what `npm audit --omit=dev --json`
 * printed, read as either the registry's verdict or "the audit endpoint did not answer". npm prints
 * JSON in both cases (an error is `{ "error": ... }` or `{ "message": ..., "statusCode": ... }`).
 */

export interface AuditAdvisory {
  package: string;
  severity: 'high' | 'critical';
  range: string;
  via: string[];
}

export type AuditAnswer = { kind: 'answered'; advisories: AuditAdvisory[] } | { kind: 'unreachable'; reason: string };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function viaTitles(via: unknown): string[] {
  if (!Array.isArray(via)) return [];
  return via.map((v) => (isObject(v) ? String(v.url ?? v.title ?? v.name) : `through ${String(v)}`));
}

/** Reads npm audit's JSON output (its report version 2); anything else is an endpoint that did not answer. */
export function readAuditAnswer(stdout: string, stderr = ''): AuditAnswer {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    const line = stderr.split('\n').find((l) => /error|ERR|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/.test(l));
    return { kind: 'unreachable', reason: (line ?? stderr.trim()) || 'npm audit printed no report' };
  }
  if (!isObject(parsed) || !isObject(parsed.vulnerabilities) || parsed.auditReportVersion !== 2) {
    // npm fills some of these and leaves others empty, depending on how the call failed.
    const top = isObject(parsed) ? parsed : {};
    const error = isObject(top.error) ? top.error : {};
    const reason = [error.summary, error.detail, top.message, error.code, top.code].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return { kind: 'unreachable', reason: reason ?? 'the answer is not an audit report' };
  }
  const advisories = Object.entries(parsed.vulnerabilities).flatMap(([name, v]): AuditAdvisory[] => {
    if (!isObject(v)) return [];
    if (v.severity !== 'high' && v.severity !== 'critical') return [];
    return [
      { package: name, severity: v.severity, range: typeof v.range === 'string' ? v.range : '', via: viaTitles(v.via) },
    ];
  });
  return { kind: 'answered', advisories };
}
