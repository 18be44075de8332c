import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../lib/api-error';

/**
 * Put the server's field errors (SPEC §8 "fields marked") on the form's own fields, so each
 * message shows beside the input it is about. Errors for fields the form does not have are left
 * to the notification, which lists every one.
 */
export function showServerFieldErrors<V extends object>(
  form: Pick<UseFormReturnType<V>, 'getValues' | 'setFieldError'>,
  error: unknown,
): void {
  if (!(error instanceof ApiError) || error.kind !== 'validation') return;
  const fields = new Set(Object.keys(form.getValues()));
  for (const { field, message } of error.fieldErrors) {
    if (fields.has(field)) form.setFieldError(field as never, message);
  }
  focusFirstInvalid();
}

/**
 * After a failed check, take keyboard focus to the first field with an error. The error states
 * are drawn by React a little later (at once for the form's own checks, after the reply for the
 * server's), so this looks for a few frames.
 */
export function focusFirstInvalid(): void {
  let frames = 0;
  const attempt = () => {
    const field = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    if (field) field.focus();
    else if (frames++ < 10) window.requestAnimationFrame(attempt);
  };
  window.requestAnimationFrame(attempt);
}
