import { createHash } from 'node:crypto';
import { enc, hashedId, isoMillis, kv, utcOffset } from './fraud-headers';

/**
 * What a scheduled job knows about itself for connection method BATCH_PROCESS_DIRECT (a process
 * on our servers calling HMRC with no person at a device: the VAT reminders job).
 */
export interface BatchFraudHeaderInput {
  /** A UUID that stays the same for this batch process (see {@link batchDeviceId}). */
  deviceId: string;
  /** The host's non-loopback IP addresses and MAC addresses (see {@link hostNetwork}). */
  localIps: string[];
  macAddresses: string[];
  /** When the addresses were read. */
  collectedAt: Date;
  /** The host's `Date.getTimezoneOffset()` (0 on Lambda: UTC). */
  timezoneOffsetMinutes: number;
  /** Operating system and the machine it runs on (Gov-Client-User-Agent). */
  os: { family: string; version: string };
  device: { manufacturer: string; model: string };
  /** The accounts the process acts for (sent as they are): the user who linked the business to HMRC. */
  userIds: Record<string, string>;
  licenceIds: Record<string, string>;
  productName: string;
  serverVersion: string;
  /** Salt of the hashed licence keys (stable, never sent). */
  hashSalt: string;
}

/**
 * The 11 headers of BATCH_PROCESS_DIRECT (specification v3.3): connection method, device id,
 * local IPs and their timestamp, MAC addresses, timezone, user agent, user ids, licence ids,
 * product name and version. Values that cannot be known are sent empty, never as placeholders.
 */
export function batchFraudHeaders(input: BatchFraudHeaderInput): Record<string, string> {
  const hashedPairs = (ids: Record<string, string>) =>
    kv(Object.entries(ids).map(([k, v]) => [k, hashedId(v, input.hashSalt)] as [string, string]));
  // HMRC asks for the user identifiers themselves; only licence keys are hashed.
  return {
    'Gov-Client-Connection-Method': 'BATCH_PROCESS_DIRECT',
    'Gov-Client-Device-ID': input.deviceId,
    'Gov-Client-Local-IPs': input.localIps.map(enc).join(','),
    'Gov-Client-Local-IPs-Timestamp': isoMillis(input.collectedAt),
    'Gov-Client-MAC-Addresses': input.macAddresses.map(enc).join(','),
    'Gov-Client-Timezone': utcOffset(input.timezoneOffsetMinutes),
    'Gov-Client-User-Agent': kv([
      ['os-family', input.os.family],
      ['os-version', input.os.version],
      ['device-manufacturer', input.device.manufacturer],
      ['device-model', input.device.model],
    ]),
    'Gov-Client-User-IDs': kv(Object.entries(input.userIds)),
    'Gov-Vendor-License-IDs': hashedPairs(input.licenceIds),
    'Gov-Vendor-Product-Name': enc(input.productName),
    'Gov-Vendor-Version': kv([['bookkeeper-server', input.serverVersion]]),
  };
}

/**
 * A stable version-4-shaped UUID derived from `seed` (e.g. the stage and the job's name): the
 * batch "device" keeps its id across cold starts without storing anything.
 *
 * @example batchDeviceId('prod:vat-reminders') === batchDeviceId('prod:vat-reminders') // true
 */
export function batchDeviceId(seed: string): string {
  const h = createHash('sha256').update(`batch-device:${seed}`).digest('hex');
  const variant = ((parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The interfaces' addresses as `os.networkInterfaces()` reports them, without loopback and empty MACs. */
export function hostNetwork(
  interfaces: Record<string, { address: string; mac: string; internal: boolean }[] | undefined>,
): { localIps: string[]; macAddresses: string[] } {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const external = all.filter((i) => !i.internal);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    localIps: unique(external.map((i) => i.address.replace(/%.*$/, ''))),
    macAddresses: unique(external.map((i) => i.mac.toLowerCase()).filter((m) => m !== '00:00:00:00:00:00')),
  };
}
