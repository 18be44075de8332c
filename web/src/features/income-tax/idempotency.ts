/**
 * One idempotency key per quarterly update being reviewed, as the VAT return keeps one per period:
 * made when the person first presses Submit for a business's quarter (or its amendment), kept in
 * this tab's session storage until HMRC has the update, so a double click, a retry after a
 * timeout or a reload after an uncertain answer sends the same key and the server sends at most once.
 */

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memory = new Map<string, string>();
const memoryStore: KeyStore = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

/** This tab's session storage, or memory when the browser refuses it (private modes). */
export function sessionKeyStore(): KeyStore {
  try {
    const store = window.sessionStorage;
    const probe = 'bk.probe';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return memoryStore;
  }
}

/** Which update a key belongs to: an amendment of a quarter is a new update, with a key of its own. */
export interface UpdateRef {
  businessId: string;
  taxYear: string;
  periodEnd: string;
  amend: boolean;
}

const storageName = (ref: UpdateRef) =>
  `bk.itsa-update.key.${ref.businessId}.${ref.taxYear}.${ref.periodEnd}.${ref.amend ? 'amend' : 'first'}`;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const VALID = /^[A-Za-z0-9-]{16,100}$/;

/** The key for this update: the stored one, or a new one stored now. */
export function idempotencyKeyFor(store: KeyStore, ref: UpdateRef): string {
  const name = storageName(ref);
  const existing = store.getItem(name);
  if (existing && VALID.test(existing)) return existing;
  const key = newKey();
  store.setItem(name, key);
  return key;
}

/** Once HMRC has the update: a later amendment of the quarter is another update, with another key. */
export function forgetIdempotencyKey(store: KeyStore, ref: UpdateRef): void {
  store.removeItem(storageName(ref));
}
