import { persisted, storedShape } from './local-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const store = persisted<string | null>(
  'bk.deviceUuid',
  storedShape((value): value is string | null => value === null || (typeof value === 'string' && UUID.test(value))),
  null,
);

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // RFC 4122 version 4 from random bytes, for browsers without randomUUID (non-secure origins).
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's device id (SPEC §3 Client session state), created once and kept in localStorage. */
export function deviceId(): string {
  const existing = store.read();
  if (existing) return existing;
  const created = randomUuid();
  store.write(created);
  return created;
}
