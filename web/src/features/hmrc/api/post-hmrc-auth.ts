import { api } from '../../../lib/api-client';

/**
 * Hand HMRC's authorisation code to the server, which exchanges and keeps the tokens; the
 * browser never sees them (ARCHITECTURE "HMRC").
 */
export function postHmrcAuth(code: string, returnName: string) {
  return api.call('hmrcAuth', { body: { code, returnName } });
}
