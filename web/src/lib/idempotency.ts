/**
 * One idempotency key per thing being sent to HMRC (a VAT return, an Income Tax quarterly update;
 * SPEC §4 VAT submission flow; STYLE §3.10): made once, kept in this tab's session storage under a
 * name the feature chooses until HMRC has it, so a retry, a double click or a reload after an
 * uncertain answer sends the same key and the server sends at most once.
 */

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keys held in memory for as long as the page is open. */
export function memoryKeyStore(): KeyStore {
  const memory = new Map<string, string>();
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

const memoryStore = memoryKeyStore();

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

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const VALID = /^[A-Za-z0-9-]{16,100}$/;

/** The key stored under this name: the stored one, or a new one stored now. */
export function idempotencyKeyFor(store: KeyStore, storageName: string): string {
  const existing = store.getItem(storageName);
  if (existing && VALID.test(existing)) return existing;
  const key = newKey();
  store.setItem(storageName, key);
  return key;
}

/** Once HMRC has it: whatever is sent next under this name needs a new key. */
export function forgetIdempotencyKey(store: KeyStore, storageName: string): void {
  store.removeItem(storageName);
}
