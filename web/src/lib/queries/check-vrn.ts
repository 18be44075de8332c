import { api } from '../api-client';
import { ApiError } from '../api-error';

/**
 * Ask HMRC whether a VAT number exists (SPEC §5 "VRN lookup"). Answers null when the check
 * could not be made (not built yet, HMRC unreachable, no permission): the check is advice, so
 * it never stands in the way of saving.
 */
export async function checkVrn(vrn: string, signal?: AbortSignal) {
  try {
    return await api.call('hmrcVrnCheck', { params: { vrn }, signal });
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) return null;
    throw error;
  }
}
