/**
 * GET /test/fraud-prevention-headers/validate (reference §8.1): validates the Gov-Client-* and
 * Gov-Vendor-* headers of the request for WEB_APP_VIA_SERVER and answers 200 with HMRC's shape:
 * `{specVersion, code, message, errors?, warnings?}`, each item `{code, message, headers[]}` with
 * lower-case header names. WEB_APP_VIA_SERVER (the web app) and BATCH_PROCESS_DIRECT (its
 * scheduled jobs) are emulated; the other connection methods are reported as not validated.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { sameIp } from './ip';
import {
  batchProcessDirectRules,
  CONNECTION_METHODS,
  EMPTY_IS_WARNING,
  TOLERATED,
  webAppViaServerRules,
  type RuleOptions,
} from './rules';
import { parsePairList } from './structures';

export const SPEC_VERSION = '3.3';

export interface FphItem {
  code: string;
  message: string;
  headers: string[];
}

export interface FphResult {
  specVersion: string;
  code: 'VALID_HEADERS' | 'INVALID_HEADERS' | 'POTENTIALLY_INVALID_HEADERS';
  message: string;
  errors?: FphItem[];
  warnings?: FphItem[];
}

const CROSS_MESSAGE =
  "At least 1 pair of IPs in Gov-Vendor-Forwarded must include Gov-Client-Public-IP in the 'for' field and Gov-Vendor-Public-IP in the 'by' field. Check all 3 headers are consistent.";

/** Group findings with the same code and message into one item listing every header concerned. */
function group(findings: { code: string; message: string; header: string }[]): FphItem[] {
  const items: FphItem[] = [];
  for (const f of findings) {
    const same = items.find((i) => i.code === f.code && i.message === f.message);
    if (same) same.headers.push(f.header);
    else items.push({ code: f.code, message: f.message, headers: [f.header] });
  }
  return items;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * @example validateFraudHeaders({ 'gov-client-connection-method': 'WEB_APP_VIA_SERVER' }).code // 'INVALID_HEADERS'
 */
export function validateFraudHeaders(
  headers: IncomingHttpHeaders,
  options: RuleOptions = { privateIpsArePublic: false },
): FphResult {
  const method = headerValue(headers, 'gov-client-connection-method');
  const batch = method === 'BATCH_PROCESS_DIRECT';
  const rules = batch ? batchProcessDirectRules(options) : webAppViaServerRules(options);
  const sent = Object.keys(headers).filter((h) => h.startsWith('gov-client-') || h.startsWith('gov-vendor-'));
  if (sent.length === 0) {
    return {
      specVersion: SPEC_VERSION,
      code: 'INVALID_HEADERS',
      message: 'No fraud prevention headers submitted. These are required by law. Check the specification.',
    };
  }
  const errors: { code: string; message: string; header: string }[] = [];
  const warnings: { code: string; message: string; header: string }[] = [];
  if (method !== undefined && !batch && method !== 'WEB_APP_VIA_SERVER' && CONNECTION_METHODS.includes(method)) {
    errors.push({
      code: 'INVALID_HEADER',
      message: 'This emulator validates connection methods WEB_APP_VIA_SERVER and BATCH_PROCESS_DIRECT only.',
      header: 'gov-client-connection-method',
    });
  }
  for (const [header, rule] of Object.entries(rules)) {
    const value = headerValue(headers, header);
    if (value === undefined) {
      errors.push({ code: 'MISSING_HEADER', message: 'Header required', header });
    } else if (value.trim() === '') {
      const explained = EMPTY_IS_WARNING[header];
      (explained ? warnings : errors).push({
        code: 'EMPTY_HEADER',
        message: explained ?? 'Value is empty. Check the specification.',
        header,
      });
    } else {
      for (const f of rule(value)) {
        (f.level === 'error' ? errors : warnings).push({ code: f.code, message: f.message, header });
      }
    }
  }
  for (const header of sent) {
    if (!(header in rules) && !TOLERATED.has(header)) {
      warnings.push({ code: 'UNEXPECTED_HEADER', message: 'Unrecognised header. Check format and spelling', header });
    }
  }
  const cross = batch ? [] : crossCheck(headers, errors);
  const errorItems = [...group(errors), ...cross];
  const warningItems = group(warnings);
  if (errorItems.length > 0) {
    return {
      specVersion: SPEC_VERSION,
      code: 'INVALID_HEADERS',
      message: 'At least 1 header is invalid',
      errors: errorItems,
      ...(warningItems.length > 0 ? { warnings: warningItems } : {}),
    };
  }
  if (warningItems.length > 0) {
    return {
      specVersion: SPEC_VERSION,
      code: 'POTENTIALLY_INVALID_HEADERS',
      message: 'At least 1 header is potentially invalid',
      warnings: warningItems,
    };
  }
  return {
    specVersion: SPEC_VERSION,
    code: 'VALID_HEADERS',
    message:
      'All headers required for your connection method have been supplied and all appear to be valid. Validation is based on a single request. We have access to all requests and can draw additional conclusions.',
  };
}

/** Vendor-Forwarded must carry a hop from Gov-Client-Public-IP to Gov-Vendor-Public-IP ([3P]). */
function crossCheck(headers: IncomingHttpHeaders, errors: { header: string }[]): FphItem[] {
  const names = ['gov-client-public-ip', 'gov-vendor-public-ip', 'gov-vendor-forwarded'];
  const client = headerValue(headers, 'gov-client-public-ip');
  const vendor = headerValue(headers, 'gov-vendor-public-ip');
  const forwarded = headerValue(headers, 'gov-vendor-forwarded');
  if (client === undefined || vendor === undefined || forwarded === undefined) return [];
  if (errors.some((e) => names.includes(e.header))) return [];
  const hops = parsePairList(forwarded);
  const ok = hops.some((h) => {
    // Every hop has both addresses once the header passed validation; a hop without one matches nothing.
    const forIp = h.get('for');
    const by = h.get('by');
    return !!forIp && !!by && sameIp(forIp, client) && sameIp(by, vendor);
  });
  return ok ? [] : [{ code: 'INVALID_HEADERS', message: CROSS_MESSAGE, headers: names }];
}
