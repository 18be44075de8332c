import { HmrcOAuthError, HmrcUnavailableError } from './errors';
import type { HmrcSettings } from './settings';
import type { HmrcTokens } from './token-store';
import type { Transport } from './transport';

/** VAT and Income Tax (reference hmrc-itsa §1.1): one grant covers both, so one link serves both journeys. */
export const SCOPE = 'read:vat write:vat read:self-assessment write:self-assessment';
/** Refresh this long before the access token's expiry. */
export const REFRESH_MARGIN_MS = 60_000;

/** HMRC's OAuth 2.0 (reference README §2): the sign-in page, and the token endpoint's three grants. */
export function createOAuth(settings: HmrcSettings, transport: Transport) {
  const { now } = transport;

  async function tokenRequest(
    form: Record<string, string>,
    fraud: Record<string, string>,
    deadline?: number,
  ): Promise<HmrcTokens> {
    const { clientId, clientSecret } = await settings.credentials();
    const answer = await transport.send(
      `${transport.base}/oauth/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...fraud },
        body: new URLSearchParams({ ...form, client_id: clientId, client_secret: clientSecret }).toString(),
      },
      deadline,
      // A refused refresh leaves its refresh token unused, so HMRC's 5xx is worth another try; a
      // code is single use, so its exchange is not repeated (the person signs in again).
      { retryFailures: form.grant_type !== 'authorization_code' },
    );
    const b = (answer.body ?? {}) as Record<string, unknown>;
    const correlationId = answer.headers.get('x-correlationid');
    if (answer.status >= 500) throw new HmrcUnavailableError('server', answer.status, { correlationId });
    if (answer.status !== 200) {
      throw new HmrcOAuthError(
        answer.status,
        typeof b.error === 'string' ? b.error : 'unknown',
        typeof b.error_description === 'string' ? b.error_description : null,
        { grantType: form.grant_type ?? null, correlationId },
      );
    }
    if (typeof b.access_token !== 'string' || typeof b.expires_in !== 'number')
      throw new HmrcUnavailableError('server', answer.status, { correlationId });
    return {
      accessToken: b.access_token,
      refreshToken: typeof b.refresh_token === 'string' ? b.refresh_token : '',
      expiresAt: now() + b.expires_in * 1000,
      scope: typeof b.scope === 'string' ? b.scope : SCOPE,
    };
  }

  /** HMRC's sign-in page address for a fresh `state` (README §2.2). */
  async function authoriseUrl(state: string): Promise<string> {
    const { clientId } = await settings.credentials();
    const url = new URL('/oauth/authorize', settings.authoriseOrigin);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      scope: SCOPE,
      state,
      redirect_uri: settings.redirectUri,
    }).toString();
    return url.toString();
  }

  /** Exchange the code from HMRC's redirect for tokens (README §2.4). */
  function exchangeCode(code: string, fraud: Record<string, string> = {}): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri }, fraud);
  }

  /** Use a refresh token (single use) for new tokens (README §2.6), answered before `deadline` (epoch ms). */
  function refresh(refreshToken: string, fraud: Record<string, string> = {}, deadline?: number): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, fraud, deadline);
  }

  /** An application-restricted token (README §2.7), as checking a VAT number needs. */
  function clientCredentials(): Promise<HmrcTokens> {
    return tokenRequest({ grant_type: 'client_credentials', scope: 'read:vat' }, {});
  }

  return { authoriseUrl, exchangeCode, refresh, clientCredentials };
}

export type OAuth = ReturnType<typeof createOAuth>;
