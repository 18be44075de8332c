/**
 * How a stored value is checked when read back: a zod schema fits, and so does a small
 * hand-written check (`storedShape`) for the values the first screen reads, which keeps zod out
 * of the first load (decision 0059).
 */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A {@link StoredShape} from a type guard. */
export function storedShape<T>(is: (value: unknown) => value is T): StoredShape<T> {
  return { safeParse: (value) => (is(value) ? { success: true, data: value } : { success: false }) };
}

/**
 * A value kept in localStorage and checked with a schema when read back, so a stale or
 * hand-edited entry falls back to the default instead of breaking the app.
 */
export function persisted<T>(key: string, schema: StoredShape<T>, fallback: T) {
  return {
    read(): T {
      try {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return fallback;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },
    write(value: T): void {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or disabled (private mode): the value lives for this page only.
      }
    },
  };
}
