import { api } from '../../../lib/api-client';

/**
 * Hand HMRC's authorisation code and our `state` to the server, which checks the state,
 * exchanges the code and keeps the tokens; the browser never sees them (ARCHITECTURE "HMRC").
 */
export function postHmrcAuth(code: string, state: string | null, returnName: string | null) {
  return api.call('hmrcAuth', { body: { code, ...(state ? { state } : {}), ...(returnName ? { returnName } : {}) } });
}
