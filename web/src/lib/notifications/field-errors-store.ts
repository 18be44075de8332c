import type { FieldError } from '@bk/contract';
import { useSyncExternalStore } from 'react';

/**
 * Field errors from the last validation reply (SPEC §8 "fields marked"), for forms to show next
 * to their inputs. Cleared before each navigation (SPEC §2).
 */
let errors: readonly FieldError[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly FieldError[]): void {
  errors = next;
  listeners.forEach((notify) => notify());
}

export function setFieldErrors(next: readonly FieldError[]): void {
  publish(next);
}

export function clearFieldErrors(): void {
  if (errors.length > 0) publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFieldErrors(): readonly FieldError[] {
  return useSyncExternalStore(subscribe, () => errors);
}

/** The first server message for one field, if any. */
export function useFieldError(field: string): string | undefined {
  return useFieldErrors().find((e) => e.field === field)?.message;
}
