/**
 * Rules for the 16 headers of connection method WEB_APP_VIA_SERVER (specification v3.3, reference
 * §7.2). Each rule returns its findings; texts are the validator's where the reference quotes them.
 */
import { classifyIp } from './ip';
import { FormatError, parseEncodedList, parsePairList, parsePairs, positiveInt, positiveNumber } from './structures';
import { defined } from '../defined';

export interface Finding {
  level: 'error' | 'warning';
  code: 'INVALID_HEADER' | 'POTENTIALLY_INVALID_HEADER' | 'EMPTY_HEADER';
  message: string;
}

export const MESSAGES = {
  invalidFormat: 'Invalid format. Check the specification.',
  notIp: 'Value is not an IP address',
  notPublicIp: 'Value is not a public IP address',
  timezone: 'Value must be a recognised timezone in UTC format, submitted as UTC±<hh>:<mm>',
  scalingFactor: 'At least 1 screen is missing a value for scaling factor',
  byMissing: "At least 1 value for 'by' is missing",
  forMissing: "At least 1 value for 'for' is missing",
  versions:
    'For client server architectures, submit a version for the client and the server. For all other architectures, submit at least 1 version.',
  userIdsOs:
    'Check you are using the correct Gov-Client-Connection-Method. Web applications do not usually provide the os field as browsers do not expose this information.',
  emptyMfa:
    'Value is empty. This may be correct for single factor authentication, for example username and password. If this is the case, you must contact us explaining why you cannot submit this header.',
  emptyLicences:
    'Value is empty. This may be correct if your software has no licence keys. If this is the case, you must contact us explaining why you cannot submit this header.',
};

const invalid = (message: string = MESSAGES.invalidFormat): Finding => ({
  level: 'error',
  code: 'INVALID_HEADER',
  message,
});
const warn = (message: string): Finding => ({ level: 'warning', code: 'POTENTIALLY_INVALID_HEADER', message });

/** Printable US-ASCII only: anything else must be percent-encoded. */
const ascii = (value: string): boolean => /^[\x20-\x7e]*$/.test(value);

function withFormat(check: () => Finding[]): Finding[] {
  try {
    return check();
  } catch (error) {
    if (error instanceof FormatError) return [invalid(error.message)];
    throw error;
  }
}

export interface RuleOptions {
  /** Count private and loopback addresses as public (a local stack has no public address at all). */
  privateIpsArePublic: boolean;
}

function ipFindings(ip: string, options: RuleOptions): Finding[] {
  const verdict = classifyIp(ip);
  if (verdict === 'not-ip') return [invalid(MESSAGES.notIp)];
  return verdict === 'private' && !options.privateIpsArePublic ? [invalid(MESSAGES.notPublicIp)] : [];
}

const MFA_TYPES = new Set(['TOTP', 'AUTH_CODE', 'OTHER']);
const MFA_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

export const CONNECTION_METHODS = [
  'DESKTOP_APP_DIRECT',
  'DESKTOP_APP_VIA_SERVER',
  'WEB_APP_VIA_SERVER',
  'MOBILE_APP_DIRECT',
  'MOBILE_APP_VIA_SERVER',
  'BATCH_PROCESS_DIRECT',
  'OTHER_DIRECT',
  'OTHER_VIA_SERVER',
];

/** Rules by lower-case header name, in the specification's order. */
export const webAppViaServerRules = (options: RuleOptions): Record<string, (value: string) => Finding[]> => ({
  'gov-client-connection-method': (v) => (v === 'WEB_APP_VIA_SERVER' ? [] : [invalid()]),
  'gov-client-browser-js-user-agent': (v) => (ascii(v) ? [] : [invalid()]),
  'gov-client-device-id': (v) =>
    /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(v) ? [] : [invalid()],
  'gov-client-multi-factor': (v) =>
    withFormat(() =>
      parsePairList(v).every(
        (f) =>
          MFA_TYPES.has(f.get('type') ?? '') && MFA_TIME.test(f.get('timestamp') ?? '') && !!f.get('unique-reference'),
      )
        ? []
        : [invalid()],
    ),
  'gov-client-public-ip': (v) => ipFindings(v, options),
  'gov-client-public-ip-timestamp': (v) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(v) ? [] : [invalid()]),
  'gov-client-public-port': (v) =>
    positiveInt(v) && Number(v) <= 65535
      ? v === '80' || v === '443'
        ? [invalid("Value must be the client's source port, not a server port")]
        : []
      : [invalid()],
  'gov-client-screens': (v) =>
    withFormat(() => {
      const screens = parsePairList(v);
      if (screens.some((s) => !s.get('scaling-factor'))) return [invalid(MESSAGES.scalingFactor)];
      const ok = screens.every(
        (s) =>
          positiveInt(s.get('width')) &&
          positiveInt(s.get('height')) &&
          positiveNumber(s.get('scaling-factor')) &&
          positiveInt(s.get('colour-depth')),
      );
      return ok ? [] : [invalid()];
    }),
  'gov-client-timezone': (v) => {
    const m = /^UTC[+-](\d{2}):(\d{2})$/.exec(v);
    return m && Number(m[1]) <= 14 && Number(m[2]) < 60 ? [] : [invalid(MESSAGES.timezone)];
  },
  'gov-client-user-ids': (v) =>
    withFormat(() => {
      const pairs = parsePairs(v);
      if ([...pairs].some(([key, value]) => !key || !value)) return [invalid()];
      return pairs.has('os') ? [warn(MESSAGES.userIdsOs)] : [];
    }),
  'gov-client-window-size': (v) =>
    withFormat(() => {
      const pairs = parsePairs(v);
      return positiveInt(pairs.get('width')) && positiveInt(pairs.get('height')) ? [] : [invalid()];
    }),
  'gov-vendor-forwarded': (v) =>
    withFormat(() => {
      const hops = parsePairList(v);
      if (hops.some((h) => !h.get('by'))) return [invalid(MESSAGES.byMissing)];
      if (hops.some((h) => !h.get('for'))) return [invalid(MESSAGES.forMissing)];
      return hops
        .flatMap((h) => {
          const by = h.get('by');
          const forIp = h.get('for');
          // Never empty: every hop has both, checked just above.
          return by && forIp ? [...ipFindings(by, options), ...ipFindings(forIp, options)] : [];
        })
        .slice(0, 1);
    }),
  'gov-vendor-license-ids': (v) =>
    withFormat(() => {
      const pairs = parsePairs(v);
      if ([...pairs].some(([key, value]) => !key || !value)) return [invalid()];
      return [...pairs.values()].every((hash) => /^[0-9a-f]{32,}$/i.test(hash))
        ? []
        : [warn('Value should be a hashed licence key. Check the specification.')];
    }),
  'gov-vendor-product-name': (v) =>
    withFormat(() => {
      if (!ascii(v) || /\s/.test(v)) return [invalid()];
      return parseEncodedList(v).every(Boolean) ? [] : [invalid()];
    }),
  'gov-vendor-public-ip': (v) => ipFindings(v, options),
  'gov-vendor-version': (v) =>
    withFormat(() => {
      const pairs = parsePairs(v);
      if ([...pairs].some(([key, value]) => !key || !value)) return [invalid()];
      return pairs.size < 2 ? [warn(MESSAGES.versions)] : [];
    }),
});

const MAC = /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/i;

/**
 * Rules for the 11 headers of connection method BATCH_PROCESS_DIRECT (specification v3.3,
 * connection-method/batch-process-direct): a process on the vendor's servers with no person at a
 * device. Shared headers follow the web rules; local IPs and MAC addresses are lists.
 */
export const batchProcessDirectRules = (options: RuleOptions): Record<string, (value: string) => Finding[]> => {
  const web = webAppViaServerRules(options);
  const shared = (header: string) => defined(web[header], `the WEB_APP_VIA_SERVER rule for ${header}`);
  const list = (v: string, ok: (item: string) => boolean): Finding[] =>
    withFormat(() => (v.split(',').every((item) => parseEncodedList(item).every(ok)) ? [] : [invalid()]));
  return {
    'gov-client-connection-method': (v) => (v === 'BATCH_PROCESS_DIRECT' ? [] : [invalid()]),
    'gov-client-device-id': shared('gov-client-device-id'),
    'gov-client-local-ips': (v) =>
      withFormat(() =>
        v.split(',').some((item) => parseEncodedList(item).some((ip) => classifyIp(ip) === 'not-ip'))
          ? [invalid(MESSAGES.notIp)]
          : [],
      ),
    'gov-client-local-ips-timestamp': shared('gov-client-public-ip-timestamp'),
    'gov-client-mac-addresses': (v) => list(v, (mac) => MAC.test(mac) && mac !== '00:00:00:00:00:00'),
    'gov-client-timezone': shared('gov-client-timezone'),
    'gov-client-user-agent': (v) =>
      withFormat(() => {
        const pairs = parsePairs(v);
        return ['os-family', 'os-version', 'device-manufacturer', 'device-model'].every((k) => !!pairs.get(k))
          ? []
          : [invalid()];
      }),
    'gov-client-user-ids': (v) =>
      withFormat(() => {
        const pairs = parsePairs(v);
        return [...pairs].some(([key, value]) => !key || !value) ? [invalid()] : [];
      }),
    'gov-vendor-license-ids': shared('gov-vendor-license-ids'),
    'gov-vendor-product-name': shared('gov-vendor-product-name'),
    'gov-vendor-version': (v) =>
      withFormat(() => {
        const pairs = parsePairs(v);
        return pairs.size === 0 || [...pairs].some(([key, value]) => !key || !value) ? [invalid()] : [];
      }),
  };
};

/** Empty values that the missing-data protocol can explain: a warning, not an error. */
export const EMPTY_IS_WARNING: Record<string, string> = {
  'gov-client-multi-factor': MESSAGES.emptyMfa,
  'gov-vendor-license-ids': MESSAGES.emptyLicences,
  // A server may have no network card of its own (a Lambda function, a container).
  'gov-client-mac-addresses':
    'Value is empty. If your servers have no MAC address, you must contact us explaining why you cannot submit this header.',
};

/** Headers of other connection methods or earlier specification versions: harmless if sent. */
export const TOLERATED = new Set([
  'gov-client-browser-plugins',
  'gov-client-local-ips',
  'gov-client-local-ips-timestamp',
  'gov-client-browser-do-not-track',
]);
