import { toApiError } from '../api-error';
import { setFieldErrors } from './field-errors-store';
import { notify } from './notification-store';

/**
 * Show a failed call to the user in SPEC §8's words: validation replies list 'field: message'
 * and mark the fields; 401 is handled by signing out, so it shows nothing here.
 */
export function reportError(error: unknown): void {
  const failure = toApiError(error);
  if (failure.kind === 'unauthenticated') return;
  if (failure.kind === 'validation') {
    setFieldErrors(failure.fieldErrors);
    notify({
      type: 'error',
      message: failure.message,
      details: failure.fieldErrors.map((e) => `${e.field}: ${e.message}`),
    });
    return;
  }
  notify({ type: 'error', message: failure.message });
}
