import type { z } from 'zod';

/**
 * A value kept in localStorage and checked with a schema when read back, so a stale or
 * hand-edited entry falls back to the default instead of breaking the app.
 */
export function persisted<T>(key: string, schema: z.ZodType<T>, fallback: T) {
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
