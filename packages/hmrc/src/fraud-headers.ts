import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { vendorForwarded } from './forwarded';

/**
 * HMRC fraud prevention headers for connection method WEB_APP_VIA_SERVER (specification v3.3,
 * reference README §7): built from what the browser sends on every call (`X-Device-Id`,
 * `X-Client-Fingerprint`, see web/src/lib/fingerprint.ts) and what the server knows.
 */

/** What the browser reports about itself (web/src/lib/fingerprint.ts `BrowserFingerprint`). */
export interface BrowserFingerprint {
  plugins?: string[];
  screen: { width: number; height: number; scalingFactor: number; colourDepth: number };
  window: { width: number; height: number };
  /** `Date.getTimezoneOffset()`: minutes *behind* UTC (UTC+01:00 is -60). */
  timezoneOffsetMinutes: number;
  clientVersion: string;
  userAgent: string;
  timestamp?: string;
}

/** A second sign-in factor the user passed in this session. */
export interface MultiFactor {
  type: 'TOTP' | 'AUTH_CODE' | 'OTHER';
  /** When the factor was last passed. */
  at: Date;
  /** An identifier of the factor, hashed before sending. */
  reference: string;
}

export interface FraudHeaderInput {
  /** `X-Device-Id` (a UUID kept by the browser). */
  deviceId: string | null;
  /** The parsed `X-Client-Fingerprint`, or null when absent or malformed. */
  fingerprint: BrowserFingerprint | null;
  /** The device's public IP and source port (CloudFront-Viewer-Address, else the source IP). */
  clientIp: string;
  clientPort: number | null;
  /** When the server received the browser's request. */
  receivedAt: Date;
  /** The public IP of our edge that the browser connected to (config), or null when unknown. */
  vendorPublicIp: string | null;
  /**
   * The public addresses our servers received the request from after the device, in order (the
   * CDN's address as the API gateway saw it): each is one more hop of Gov-Vendor-Forwarded.
   */
  forwardedFor?: string[];
  /** The user's identifiers in this product (sent as they are, percent-encoded), keyed by account name. */
  userIds: Record<string, string>;
  /**
   * Licences of our software the user holds, by software name (hashed before sending). The
   * product's licence is the user's account; empty only when there is no signed-in user.
   */
  licenceIds: Record<string, string>;
  /** Factors passed beyond the password (empty for a password-only sign-in). */
  multiFactor: MultiFactor[];
  /** Product name and server version (Gov-Vendor-Product-Name, -Version). */
  productName: string;
  serverVersion: string;
  /** Salt for the hashes of user ids and factor references (stable, never sent). */
  hashSalt: string;
}

/** RFC 3986 percent-encoding (encodeURIComponent leaves `!'()*`; those are fine per HMRC's tip). */
export const enc = (v: string | number) => encodeURIComponent(String(v));
/** A key-value structure: keys and values percent-encoded, `=` and `&` not. */
export const kv = (pairs: [string, string | number][]) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');

/** A stable, salted SHA-256 of an identifier (hex), so HMRC sees consistent but not raw values. */
export function hashedId(value: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${value}`).digest('hex');
}

/** `UTC±hh:mm` from the browser's `getTimezoneOffset()` minutes. */
export function utcOffset(timezoneOffsetMinutes: number): string {
  const east = -Math.round(timezoneOffsetMinutes);
  const sign = east < 0 ? '-' : '+';
  const abs = Math.abs(east);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `yyyy-MM-ddThh:mm:ss.sssZ` (Date#toISOString is exactly this for years 0-9999). */
export const isoMillis = (d: Date) => d.toISOString();

const positiveInt = (n: number) => Math.max(1, Math.round(n));

/** Strip non-printable and non-ASCII characters by percent-encoding them (headers are US-ASCII). */
function asciiHeader(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
}

/**
 * The 16 headers of WEB_APP_VIA_SERVER. Values that cannot be known are sent empty (HMRC's
 * missing-data rule), never as placeholders.
 */
export function fraudHeaders(input: FraudHeaderInput): Record<string, string> {
  const fp = input.fingerprint;
  const clientIp = input.clientIp;
  const headers: Record<string, string> = {
    'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER',
    'Gov-Client-Browser-JS-User-Agent': fp ? asciiHeader(fp.userAgent) : '',
    'Gov-Client-Device-ID': input.deviceId ?? '',
    'Gov-Client-Multi-Factor': input.multiFactor
      .map((f) =>
        kv([
          ['type', f.type],
          ['timestamp', isoMillis(f.at)],
          ['unique-reference', hashedId(f.reference, input.hashSalt)],
        ]),
      )
      .join(','),
    'Gov-Client-Public-IP': clientIp,
    'Gov-Client-Public-IP-Timestamp': isoMillis(input.receivedAt),
    'Gov-Client-Public-Port': input.clientPort ? String(input.clientPort) : '',
    'Gov-Client-Screens': fp
      ? kv([
          ['width', positiveInt(fp.screen.width)],
          ['height', positiveInt(fp.screen.height)],
          ['scaling-factor', fp.screen.scalingFactor > 0 ? fp.screen.scalingFactor : 1],
          ['colour-depth', positiveInt(fp.screen.colourDepth)],
        ])
      : '',
    'Gov-Client-Timezone': fp ? utcOffset(fp.timezoneOffsetMinutes) : '',
    // HMRC asks for the identifiers themselves (specification v3.3: `my-application=alice123`), not a hash.
    'Gov-Client-User-IDs': kv(Object.entries(input.userIds)),
    'Gov-Client-Window-Size': fp
      ? kv([
          ['width', positiveInt(fp.window.width)],
          ['height', positiveInt(fp.window.height)],
        ])
      : '',
    'Gov-Vendor-Forwarded': input.vendorPublicIp
      ? vendorForwarded(input.vendorPublicIp, clientIp, input.forwardedFor ?? [])
      : '',
    'Gov-Vendor-License-IDs': kv(
      Object.entries(input.licenceIds).map(([k, v]) => [k, hashedId(v, input.hashSalt)] as [string, string]),
    ),
    'Gov-Vendor-Product-Name': enc(input.productName),
    'Gov-Vendor-Public-IP': input.vendorPublicIp ?? '',
    'Gov-Vendor-Version': kv([
      ...(fp ? [['bookkeeper-web', fp.clientVersion] as [string, string]] : []),
      ['bookkeeper-server', input.serverVersion],
    ]),
  };
  return headers;
}

/**
 * The browser's `X-Client-Fingerprint` header (URL-encoded JSON) as a fingerprint, or null when
 * it is missing or not the expected shape (a forged header never breaks a call).
 */
export function parseFingerprint(header: string | undefined): BrowserFingerprint | null {
  if (!header) return null;
  try {
    const v = JSON.parse(decodeURIComponent(header)) as Partial<BrowserFingerprint>;
    const num = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
    if (
      !v ||
      typeof v.userAgent !== 'string' ||
      typeof v.clientVersion !== 'string' ||
      !num(v.timezoneOffsetMinutes) ||
      !v.screen ||
      !num(v.screen.width) ||
      !num(v.screen.height) ||
      !num(v.screen.scalingFactor) ||
      !num(v.screen.colourDepth) ||
      !v.window ||
      !num(v.window.width) ||
      !num(v.window.height)
    )
      return null;
    return {
      userAgent: v.userAgent.slice(0, 1000),
      clientVersion: v.clientVersion.slice(0, 50),
      timezoneOffsetMinutes: v.timezoneOffsetMinutes,
      screen: v.screen,
      window: v.window,
    };
  } catch {
    return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The browser's `X-Device-Id` when it is a UUID, else null. */
export function parseDeviceId(header: string | undefined): string | null {
  return header && UUID.test(header) ? header.toLowerCase() : null;
}

/**
 * The device's public address: CloudFront's `CloudFront-Viewer-Address` (`ip:port`, IPv6 with
 * colons) when present and valid, else the source IP without a port.
 */
export function clientAddress(
  viewerAddress: string | undefined,
  sourceIp: string,
): { ip: string; port: number | null } {
  if (viewerAddress) {
    const at = viewerAddress.lastIndexOf(':');
    const ip = viewerAddress.slice(0, at).replace(/^\[|\]$/g, '');
    const port = Number(viewerAddress.slice(at + 1));
    if (at > 0 && isIP(ip) && Number.isInteger(port) && port >= 1 && port <= 65535) return { ip, port };
  }
  return { ip: sourceIp, port: null };
}
