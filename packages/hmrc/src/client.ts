import { createCheckVrn } from './check-vrn';
import { createItsaEndpoints } from './itsa-endpoints';
import { createOAuth } from './oauth';
import type { HmrcClientDeps } from './settings';
import { createRefreshStored } from './token-refresh';
import { createTransport } from './transport';
import { createUserCall } from './user-call';
import { createVatEndpoints } from './vat-endpoints';

/**
 * HMRC's OAuth 2.0, VAT (MTD) API 1.0 (reference README §2, §4, §11) and the MTD Income Tax
 * APIs (reference hmrc-itsa). One client per process; the API calls take the business's `TokenStore`.
 *
 * Its parts: `transport` (timeout and 429 back-off), `oauth` (token requests), `token-refresh`
 * (the single-flight refresh of stored tokens), `user-call` (user-restricted calls),
 * `vat-endpoints`, `itsa-endpoints` and `check-vrn`.
 */
export function createHmrcClient(deps: HmrcClientDeps) {
  const transport = createTransport(deps);
  const oauth = createOAuth(deps.settings, transport);
  const userCall = createUserCall(deps.settings, transport, createRefreshStored(transport, oauth));
  return {
    authoriseUrl: oauth.authoriseUrl,
    exchangeCode: oauth.exchangeCode,
    refresh: oauth.refresh,
    ...createVatEndpoints(userCall, transport.now),
    ...createItsaEndpoints(userCall, deps.settings.calculationsApiVersion),
    checkVrn: createCheckVrn(transport, oauth),
  };
}

export type HmrcClient = ReturnType<typeof createHmrcClient>;
