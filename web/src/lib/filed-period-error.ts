import { FiledPeriodConflict } from '@bk/contract';
import { ApiError } from './api-error';

/**
 * A 409 refusing a change of the books of a VAT period already filed with HMRC (decision 0040):
 * unlike a stale edit it is not reloaded away; the screen asks whether to change it anyway.
 */
export class FiledPeriodError extends ApiError {
  constructor(
    message: string,
    readonly period: { from: string; to: string },
    readonly count: number | null,
    requestId?: string,
  ) {
    super('message', message, 409, [], requestId);
  }
}

/** The {@link FiledPeriodError} of a failed reply, or null when it is some other failure. */
export function filedPeriodErrorOf(status: number, body: unknown): FiledPeriodError | null {
  if (status !== 409) return null;
  const parsed = FiledPeriodConflict.safeParse(body);
  if (!parsed.success) return null;
  const requestId = (body as { requestId?: unknown }).requestId;
  return new FiledPeriodError(
    parsed.data.message,
    parsed.data.period,
    parsed.data.count ?? null,
    typeof requestId === 'string' ? requestId : undefined,
  );
}

export function isFiledPeriodError(error: unknown): error is FiledPeriodError {
  return error instanceof FiledPeriodError;
}
