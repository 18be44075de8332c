import { routeTo } from '../../config/routes';
import { toApiError, type ApiError } from '../api-error';
import { hmrcReferenceText } from '../hmrc-reference';
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
  const hmrc = hmrcExtras(failure);
  if (failure.kind === 'validation') {
    setFieldErrors(failure.fieldErrors);
    const elsewhere = failure.fieldErrors.filter((e) => shownFieldLabel(e.field) === null);
    // HMRC's reference has no field to sit on: it is shown even when every field error is.
    if (elsewhere.length === 0 && !failure.hmrcReference) return;
    notify({
      type: 'error',
      message: failure.message,
      ...hmrc,
      details: [...elsewhere.map((e) => fieldErrorLine(humanFieldName(e.field), e.message)), ...(hmrc.details ?? [])],
    });
    return;
  }
  notify({ type: 'error', message: failure.message, ...hmrc });
}

/** HMRC's reference (kept on screen until dismissed, to be copied) and, when HMRC refused the sign-in's VRN, a new sign-in. */
function hmrcExtras(failure: ApiError) {
  const reference = failure.hmrcReference;
  return {
    ...(reference ? { details: [hmrcReferenceText(reference)], timeout: 0 } : {}),
    ...(failure.code === 'HMRC_NOT_AUTHORISED'
      ? { link: { label: 'Sign in to HMRC again', to: routeTo('HmrcLogin') }, timeout: 0 }
      : {}),
  };
}
