import { REFRESH_MARGIN_MS, type OAuth } from './oauth';
import { codesOf, fail, type Transport } from './transport';
import type { CheckVrnResult } from './types';

const CHECK_VRN_ACCEPT = 'application/vnd.hmrc.2.0+json';

/**
 * Check a UK VAT number (README §11) with an application token, kept by the client until shortly
 * before it expires; unknown numbers are not valid.
 */
export function createCheckVrn(transport: Transport, oauth: Pick<OAuth, 'clientCredentials'>) {
  let appToken: { token: string; expiresAt: number } | null = null;

  async function applicationToken(): Promise<string> {
    if (appToken && appToken.expiresAt - REFRESH_MARGIN_MS > transport.now()) return appToken.token;
    const t = await oauth.clientCredentials();
    appToken = { token: t.accessToken, expiresAt: t.expiresAt };
    return t.accessToken;
  }

  return async function checkVrn(vrn: string, fraud: Record<string, string>): Promise<CheckVrnResult> {
    const path = `/organisations/vat/check-vat-number/lookup/${encodeURIComponent(vrn)}`;
    const call = async () =>
      transport.send(`${transport.base}${path}`, {
        method: 'GET',
        headers: { Accept: CHECK_VRN_ACCEPT, Authorization: `Bearer ${await applicationToken()}`, ...fraud },
      });
    let answer = await call();
    if (answer.status === 401) {
      appToken = null;
      answer = await call();
    }
    if (answer.status === 200) {
      const target = (answer.body as { target?: { name?: string; address?: { line1?: string; postcode?: string } } })
        .target;
      return {
        validVrn: true,
        name: target?.name ?? null,
        address: { line1: target?.address?.line1 ?? null, postcode: target?.address?.postcode ?? null },
      };
    }
    if (answer.status === 404 || (answer.status === 400 && codesOf(answer).includes('INVALID_REQUEST')))
      return { validVrn: false, name: null, address: null };
    return fail(answer);
  };
}
