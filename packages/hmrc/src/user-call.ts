import { HmrcReauthoriseError } from './errors';
import { REFRESH_MARGIN_MS } from './oauth';
import type { CallOptions, HmrcSettings } from './settings';
import type { TokenStore } from './token-store';
import type { RefreshStored } from './token-refresh';
import type { Answer, Transport } from './transport';

const VAT_ACCEPT = 'application/vnd.hmrc.1.0+json';

/** A user-restricted call to `path` (under the API origin) with the business's tokens. */
export type UserCall = (
  store: TokenStore,
  path: string,
  init: RequestInit,
  options: CallOptions,
  accept?: string,
) => Promise<Answer>;

/** User-restricted calls: refresh before expiry, and once more after a 401. */
export function createUserCall(settings: HmrcSettings, transport: Transport, refreshStored: RefreshStored): UserCall {
  const { now } = transport;

  function scenarioHeader(options: CallOptions): Record<string, string> {
    return settings.sandbox && options.govTestScenario ? { 'Gov-Test-Scenario': options.govTestScenario } : {};
  }

  return async function userCall(store, path, init, options, accept = VAT_ACCEPT) {
    let current = await store.load();
    if (!current) throw new HmrcReauthoriseError('not-linked');
    let tokens = current.tokens;
    if (tokens.expiresAt - REFRESH_MARGIN_MS <= now())
      tokens = await refreshStored(store, current, options.fraudHeaders);
    const call = (token: string) =>
      transport.send(`${transport.base}${path}`, {
        ...init,
        headers: {
          Accept: accept,
          Authorization: `Bearer ${token}`,
          ...(init.headers as Record<string, string> | undefined),
          ...options.fraudHeaders,
          ...scenarioHeader(options),
        },
      });
    let answer = await call(tokens.accessToken);
    if (answer.status === 401) {
      current = await store.load();
      if (!current) throw new HmrcReauthoriseError('not-linked');
      tokens =
        current.tokens.accessToken !== tokens.accessToken
          ? current.tokens
          : await refreshStored(store, current, options.fraudHeaders);
      answer = await call(tokens.accessToken);
      // The tokens stay: only HMRC refusing a refresh proves the authority gone; the next call refreshes again.
      if (answer.status === 401) throw new HmrcReauthoriseError('invalid-credentials');
    }
    return answer;
  };
}
