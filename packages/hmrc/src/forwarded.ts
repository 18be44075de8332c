import { isIP } from 'node:net';

/**
 * Gov-Vendor-Forwarded (fraud prevention specification v3.3, reference README §7.2 #12): one
 * `by`/`for` structure per internet hop that ends TLS, the first from the device to our public
 * address, each later one from the server before it; hops inside a private network are left out.
 */

const enc = (v: string) => encodeURIComponent(v);

/** Whether an address is reachable on the internet (not private, loopback, link-local or multicast). */
export function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return !(
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
  if (version === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || /^ff/.test(lower))
      return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
    return mapped ? isPublicIp(mapped) : true;
  }
  return false;
}

/**
 * The servers a request passed after the device, from what reached the function: the
 * `X-Forwarded-For` chain (device first, then each proxy, as CloudFront and API Gateway append
 * them) and the address that connected to API Gateway (`sourceIp`). Only public addresses other
 * than the device's count, each once, in order.
 * @example proxyChain('198.51.100.7, 203.0.113.20', '203.0.113.20', '198.51.100.7') // ['203.0.113.20']
 */
export function proxyChain(forwardedFor: string | undefined, sourceIp: string, clientIp: string): string[] {
  const seen = (forwardedFor ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  seen.push(sourceIp);
  const chain: string[] = [];
  for (const address of seen) {
    if (address === clientIp || !isPublicIp(address) || chain.includes(address)) continue;
    chain.push(address);
  }
  return chain;
}

/**
 * The header's value: the device to our public address, then each proxy the request came
 * through. API Gateway's own address is not in the request, so our stage's public address stands
 * for the receiving side of every hop.
 * @example vendorForwarded('203.0.113.6', '198.51.100.7', ['203.0.113.20']) // 'by=203.0.113.6&for=198.51.100.7,by=203.0.113.6&for=203.0.113.20'
 */
export function vendorForwarded(vendorPublicIp: string, clientIp: string, proxies: readonly string[]): string {
  return [clientIp, ...proxies].map((from) => `by=${enc(vendorPublicIp)}&for=${enc(from)}`).join(',');
}
