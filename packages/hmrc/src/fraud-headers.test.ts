import { describe, expect, it } from 'vitest';
import { batchDeviceId, batchFraudHeaders, hostNetwork } from './batch-fraud-headers';
import { proxyChain } from './forwarded';
import {
  clientAddress,
  fraudHeaders,
  hashedId,
  parseDeviceId,
  parseFingerprint,
  utcOffset,
  type BrowserFingerprint,
  type FraudHeaderInput,
} from './fraud-headers';
import { defined } from '../../../tests/support/defined';

const fingerprint: BrowserFingerprint = {
  plugins: ['PDF Viewer'],
  screen: { width: 1920, height: 1080, scalingFactor: 1.25, colourDepth: 24 },
  window: { width: 1256, height: 803 },
  timezoneOffsetMinutes: -60,
  clientVersion: '4.17.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  timestamp: '2026-11-22T12:00:00.000Z',
};

const input = (over: Partial<FraudHeaderInput> = {}): FraudHeaderInput => ({
  deviceId: 'beec798b-b366-47fa-b1f8-92cede14a1ce',
  fingerprint,
  clientIp: '198.51.100.7',
  clientPort: 53211,
  receivedAt: new Date('2026-11-22T12:00:05.120Z'),
  vendorPublicIp: '203.0.113.6',
  userIds: { bookkeeper: 'user-123', 'bookkeeper-email': 'ann@example.com' },
  licenceIds: { bookkeeper: 'licence:user-123' },
  multiFactor: [{ type: 'TOTP', at: new Date('2026-11-22T11:58:00.000Z'), reference: 'user-123:totp' }],
  productName: 'Bookkeeper Online',
  serverVersion: '0.1.0',
  hashSalt: 'salt',
  ...over,
});

describe('fraudHeaders (WEB_APP_VIA_SERVER)', () => {
  const h = fraudHeaders(input());

  it('sends exactly the 16 headers of the connection method', () => {
    expect(Object.keys(h).sort()).toEqual(
      [
        'Gov-Client-Browser-JS-User-Agent',
        'Gov-Client-Connection-Method',
        'Gov-Client-Device-ID',
        'Gov-Client-Multi-Factor',
        'Gov-Client-Public-IP',
        'Gov-Client-Public-IP-Timestamp',
        'Gov-Client-Public-Port',
        'Gov-Client-Screens',
        'Gov-Client-Timezone',
        'Gov-Client-User-IDs',
        'Gov-Client-Window-Size',
        'Gov-Vendor-Forwarded',
        'Gov-Vendor-License-IDs',
        'Gov-Vendor-Product-Name',
        'Gov-Vendor-Public-IP',
        'Gov-Vendor-Version',
      ].sort(),
    );
    for (const value of Object.values(h)) expect(value).toMatch(/^[\x20-\x7e]*$/);
  });

  it('Connection-Method is WEB_APP_VIA_SERVER', () => {
    expect(h['Gov-Client-Connection-Method']).toBe('WEB_APP_VIA_SERVER');
  });

  it('Browser-JS-User-Agent passes the browser user agent as reported, non-ASCII percent-encoded', () => {
    expect(h['Gov-Client-Browser-JS-User-Agent']).toBe(fingerprint.userAgent);
    expect(
      fraudHeaders(input({ fingerprint: { ...fingerprint, userAgent: 'Agent é' } }))[
        'Gov-Client-Browser-JS-User-Agent'
      ],
    ).toBe('Agent %C3%A9');
  });

  it('Device-ID is the browser UUID', () => {
    expect(h['Gov-Client-Device-ID']).toBe('beec798b-b366-47fa-b1f8-92cede14a1ce');
  });

  it('Multi-Factor lists type, a UTC timestamp with T and Z (percent-encoded) and a hashed reference', () => {
    const header = defined(h['Gov-Client-Multi-Factor'], 'the Gov-Client-Multi-Factor header');
    const item = defined(header.split(',')[0], 'the first factor');
    const fields = Object.fromEntries(item.split('&').map((p) => p.split('=')));
    expect(fields.type).toBe('TOTP');
    expect(fields.timestamp).toBe('2026-11-22T11%3A58%3A00.000Z');
    expect(decodeURIComponent(fields.timestamp)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(fields['unique-reference']).toBe(hashedId('user-123:totp', 'salt'));
    expect(fields['unique-reference']).toMatch(/^[0-9a-f]{64}$/);
    expect(fraudHeaders(input({ multiFactor: [] }))['Gov-Client-Multi-Factor']).toBe('');
  });

  it('Public-IP, its timestamp (ms, UTC) and the source port come from the server', () => {
    expect(h['Gov-Client-Public-IP']).toBe('198.51.100.7');
    expect(h['Gov-Client-Public-IP-Timestamp']).toBe('2026-11-22T12:00:05.120Z');
    expect(h['Gov-Client-Public-IP-Timestamp']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(h['Gov-Client-Public-Port']).toBe('53211');
    expect(fraudHeaders(input({ clientPort: null }))['Gov-Client-Public-Port']).toBe('');
  });

  it('Screens has width, height, scaling-factor and colour-depth', () => {
    expect(h['Gov-Client-Screens']).toBe('width=1920&height=1080&scaling-factor=1.25&colour-depth=24');
  });

  it('Timezone is UTC±hh:mm from the browser offset', () => {
    expect(h['Gov-Client-Timezone']).toBe('UTC+01:00');
    expect(utcOffset(0)).toBe('UTC+00:00');
    expect(utcOffset(75)).toBe('UTC-01:15');
    expect(utcOffset(-330)).toBe('UTC+05:30');
  });

  it('User-IDs carry the identifiers themselves, percent-encoded, no os key', () => {
    // WHY: HMRC's specification wants the user's identifier (`my-application=alice123`), not a salted hash.
    expect(h['Gov-Client-User-IDs']).toBe('bookkeeper=user-123&bookkeeper-email=ann%40example.com');
    expect(h['Gov-Client-User-IDs']).not.toContain('os=');
    expect(fraudHeaders(input({ userIds: { bookkeeper: 'a b&c' } }))['Gov-Client-User-IDs']).toBe(
      'bookkeeper=a%20b%26c',
    );
  });

  it('Window-Size has width and height', () => {
    expect(h['Gov-Client-Window-Size']).toBe('width=1256&height=803');
  });

  it('Vendor-Forwarded names our edge (by) and the device (for); Vendor-Public-IP is the same edge', () => {
    expect(h['Gov-Vendor-Forwarded']).toBe('by=203.0.113.6&for=198.51.100.7');
    expect(h['Gov-Vendor-Public-IP']).toBe('203.0.113.6');
    const v6 = fraudHeaders(input({ clientIp: '2001:db8::1' }));
    expect(v6['Gov-Vendor-Forwarded']).toBe('by=203.0.113.6&for=2001%3Adb8%3A%3A1');
  });

  it('Vendor-Forwarded has one hop per server the request came through: device, then CloudFront', () => {
    // WHY: the hop from CloudFront to API Gateway was left out; HMRC wants every hop that ends TLS.
    const hops = fraudHeaders(input({ forwardedFor: ['198.51.100.200'] }))['Gov-Vendor-Forwarded'];
    expect(hops).toBe('by=203.0.113.6&for=198.51.100.7,by=203.0.113.6&for=198.51.100.200');
  });

  it('reads the proxies from X-Forwarded-For and the source address, without private hops or repeats', () => {
    expect(proxyChain('198.51.100.7, 198.51.100.200', '198.51.100.200', '198.51.100.7')).toEqual(['198.51.100.200']);
    expect(proxyChain(undefined, '198.51.100.200', '198.51.100.7')).toEqual(['198.51.100.200']);
    expect(proxyChain('198.51.100.7, 10.0.0.5', '127.0.0.1', '198.51.100.7')).toEqual([]);
    expect(proxyChain(undefined, '198.51.100.7', '198.51.100.7')).toEqual([]);
  });

  it('Vendor-Product-Name is percent-encoded; Vendor-Version names the web client and the server', () => {
    expect(h['Gov-Vendor-Product-Name']).toBe('Bookkeeper%20Online');
    expect(h['Gov-Vendor-Version']).toBe('bookkeeper-web=4.17.1&bookkeeper-server=0.1.0');
  });

  it('Vendor-License-IDs names the software with a hashed licence (the user account)', () => {
    expect(h['Gov-Vendor-License-IDs']).toBe(`bookkeeper=${hashedId('licence:user-123', 'salt')}`);
    expect(fraudHeaders(input({ licenceIds: {} }))['Gov-Vendor-License-IDs']).toBe('');
  });

  it('sends empty values, never placeholders, when the browser sent nothing', () => {
    const bare = fraudHeaders(input({ fingerprint: null, deviceId: null, vendorPublicIp: null }));
    for (const name of [
      'Gov-Client-Browser-JS-User-Agent',
      'Gov-Client-Device-ID',
      'Gov-Client-Screens',
      'Gov-Client-Timezone',
      'Gov-Client-Window-Size',
      'Gov-Vendor-Forwarded',
      'Gov-Vendor-Public-IP',
    ])
      expect(bare[name], name).toBe('');
    expect(Object.values(bare).join()).not.toMatch(/undefined|null/);
    expect(bare['Gov-Vendor-Version']).toBe('bookkeeper-server=0.1.0');
  });
});

describe('reading what the browser and CloudFront send', () => {
  it('parses the URL-encoded JSON fingerprint and refuses malformed ones', () => {
    expect(parseFingerprint(encodeURIComponent(JSON.stringify(fingerprint)))).toMatchObject({
      screen: fingerprint.screen,
      window: fingerprint.window,
      timezoneOffsetMinutes: -60,
      clientVersion: '4.17.1',
    });
    expect(parseFingerprint(undefined)).toBeNull();
    expect(parseFingerprint('%E0%A4%A')).toBeNull();
    expect(parseFingerprint(encodeURIComponent('{"screen":1}'))).toBeNull();
  });

  it('accepts only a UUID as device id', () => {
    expect(parseDeviceId('BEEC798B-B366-47FA-B1F8-92CEDE14A1CE')).toBe('beec798b-b366-47fa-b1f8-92cede14a1ce');
    expect(parseDeviceId('not-a-uuid')).toBeNull();
    expect(parseDeviceId(undefined)).toBeNull();
  });

  it('takes ip and port from CloudFront-Viewer-Address (IPv4 and IPv6), else the source IP', () => {
    expect(clientAddress('198.51.100.7:53211', '10.0.0.1')).toEqual({ ip: '198.51.100.7', port: 53211 });
    expect(clientAddress('2001:db8::1:46532', '10.0.0.1')).toEqual({ ip: '2001:db8::1', port: 46532 });
    expect(clientAddress(undefined, '198.51.100.9')).toEqual({ ip: '198.51.100.9', port: null });
    expect(clientAddress('garbage', '198.51.100.9')).toEqual({ ip: '198.51.100.9', port: null });
  });
});

describe('batchFraudHeaders (BATCH_PROCESS_DIRECT)', () => {
  const h = batchFraudHeaders({
    deviceId: batchDeviceId('test:vat-reminders'),
    localIps: ['10.0.1.5', 'fe80::1ff:fe23:4567:890a'],
    macAddresses: ['02:42:ac:11:00:02'],
    collectedAt: new Date('2026-11-22T07:00:00.000Z'),
    timezoneOffsetMinutes: 0,
    os: { family: 'Linux', version: '5.10.0' },
    device: { manufacturer: 'Amazon Web Services', model: 'AWS Lambda' },
    userIds: { bookkeeper: 'user-123' },
    licenceIds: { bookkeeper: 'licence:user-123' },
    productName: 'Bookkeeper Online',
    serverVersion: '0.1.0',
    hashSalt: 'salt',
  });

  it('sends exactly the 11 headers of the connection method', () => {
    expect(Object.keys(h).sort()).toEqual([
      'Gov-Client-Connection-Method',
      'Gov-Client-Device-ID',
      'Gov-Client-Local-IPs',
      'Gov-Client-Local-IPs-Timestamp',
      'Gov-Client-MAC-Addresses',
      'Gov-Client-Timezone',
      'Gov-Client-User-Agent',
      'Gov-Client-User-IDs',
      'Gov-Vendor-License-IDs',
      'Gov-Vendor-Product-Name',
      'Gov-Vendor-Version',
    ]);
  });

  it('encodes each value as the specification says', () => {
    expect(h['Gov-Client-Connection-Method']).toBe('BATCH_PROCESS_DIRECT');
    expect(h['Gov-Client-Local-IPs']).toBe('10.0.1.5,fe80%3A%3A1ff%3Afe23%3A4567%3A890a');
    expect(h['Gov-Client-Local-IPs-Timestamp']).toBe('2026-11-22T07:00:00.000Z');
    expect(h['Gov-Client-MAC-Addresses']).toBe('02%3A42%3Aac%3A11%3A00%3A02');
    expect(h['Gov-Client-Timezone']).toBe('UTC+00:00');
    expect(h['Gov-Client-User-Agent']).toBe(
      'os-family=Linux&os-version=5.10.0&device-manufacturer=Amazon%20Web%20Services&device-model=AWS%20Lambda',
    );
    expect(h['Gov-Client-User-IDs']).toBe('bookkeeper=user-123');
    expect(h['Gov-Vendor-License-IDs']).toBe(`bookkeeper=${hashedId('licence:user-123', 'salt')}`);
    expect(h['Gov-Vendor-Product-Name']).toBe('Bookkeeper%20Online');
    expect(h['Gov-Vendor-Version']).toBe('bookkeeper-server=0.1.0');
  });

  it('gives the batch device a stable RFC 4122 UUID of its own', () => {
    const id = batchDeviceId('test:vat-reminders');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(h['Gov-Client-Device-ID']).toBe(id);
    expect(batchDeviceId('test:vat-reminders')).toBe(id);
    expect(batchDeviceId('prod:vat-reminders')).not.toBe(id);
  });

  it('reads local addresses without loopback, zone ids or empty MACs', () => {
    expect(
      hostNetwork({
        lo: [{ address: '127.0.0.1', mac: '00:00:00:00:00:00', internal: true }],
        eth0: [
          { address: '10.0.1.5', mac: '02:42:AC:11:00:02', internal: false },
          { address: 'fe80::1%eth0', mac: '02:42:AC:11:00:02', internal: false },
        ],
        tun0: [{ address: '10.8.0.2', mac: '00:00:00:00:00:00', internal: false }],
        gone: undefined,
      }),
    ).toEqual({ localIps: ['10.0.1.5', 'fe80::1', '10.8.0.2'], macAddresses: ['02:42:ac:11:00:02'] });
  });
});
