import { toApiError } from '../api-error';
import { fieldErrorLine, humanFieldName } from '../field-labels';
import { setFieldErrors } from './field-errors-store';
import { notify } from './notification-store';
import { shownFieldLabel } from './shown-fields';

/**
 * Show a failed call to the user in SPEC §8's words, through one channel per error: a field error
 * on a field the screen shows is marked there (its form's summary lists it by label), so it gets no
 * toast; only errors no shown field can hold go to a toast, named in words, never by property.
 * 401 is handled by signing out, so it shows nothing here.
 */
export function reportError(error: unknown): void {
  const failure = toApiError(error);
  if (failure.kind === 'unauthenticated') return;
  if (failure.kind === 'validation') {
    setFieldErrors(failure.fieldErrors);
    const elsewhere = failure.fieldErrors.filter((e) => shownFieldLabel(e.field) === null);
    if (elsewhere.length === 0) return;
    notify({
      type: 'error',
      message: failure.message,
      details: elsewhere.map((e) => fieldErrorLine(humanFieldName(e.field), e.message)),
    });
    return;
  }
  notify({ type: 'error', message: failure.message });
}
