/**
 * IP checks for the fraud prevention headers: is it an IP, and is it public. HMRC's own examples use
 * the documentation ranges (RFC 5737, RFC 3849), so those count as public here (reference §7.2).
 */
import { isIP } from 'node:net';

const DOC_V4 = [/^192\.0\.2\./, /^198\.51\.100\./, /^203\.0\.113\./];

function v4Private(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function v6Private(ip: string): boolean {
  const lower = ip.toLowerCase();
  if (lower === '::' || lower === '::1') return true;
  if (/^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || /^ff/.test(lower)) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  return mapped ? v4Private(mapped) : false;
}

export type IpVerdict = 'public' | 'private' | 'not-ip';

export function classifyIp(ip: string): IpVerdict {
  const version = isIP(ip);
  if (version === 0) return 'not-ip';
  if (version === 4) return DOC_V4.some((r) => r.test(ip)) || !v4Private(ip) ? 'public' : 'private';
  if (ip.toLowerCase().startsWith('2001:db8:') || ip.toLowerCase().startsWith('2001:0db8:')) return 'public';
  return v6Private(ip) ? 'private' : 'public';
}

/** Two spellings of one address are equal (IPv6 case and zero padding). */
export function sameIp(a: string, b: string): boolean {
  if (a === b) return true;
  if (isIP(a) !== 6 || isIP(b) !== 6) return false;
  return new URL(`http://[${a}]/`).hostname === new URL(`http://[${b}]/`).hostname;
}
