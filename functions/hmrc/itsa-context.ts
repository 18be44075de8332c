import { itsaRepository, type ItsaRepository, type ItsaSettingsItem } from '@bk/data';
import type { CallOptions, TokenStore } from '@bk/hmrc';
import type { BusinessRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { BadRequestError } from '../shared/errors';
import { HmrcAnswerError, HmrcSignInRequiredError } from './errors';
import { ITSA_MESSAGES } from './itsa-errors';
import { businessTokenStore, repo, requestFraudHeaders } from './service';

/** What every Income Tax call needs: the HMRC link with the Income Tax scopes and the saved settings. */

/** The scopes an HMRC link needs for Income Tax (reference hmrc-itsa §1.1). */
export const ITSA_SCOPES = ['read:self-assessment', 'write:self-assessment'] as const;

/** The `code` of a refusal because the link predates Income Tax: the web offers a new HMRC sign-in. */
export const ITSA_RELINK_REQUIRED = 'ITSA_RELINK_REQUIRED';

export const itsaRepo = (): ItsaRepository => itsaRepository(getDb());

/** Whether the business is signed in to HMRC, and whether that sign-in covers Income Tax. */
export async function linkState(businessId: string, now: Date): Promise<{ linked: boolean; scopesOk: boolean }> {
  if (!(await repo().getHmrcLink(businessId))) return { linked: false, scopesOk: false };
  const loaded = await businessTokenStore(businessId, () => now).load();
  if (!loaded) return { linked: false, scopesOk: false };
  const granted = loaded.tokens.scope.split(/\s+/);
  return { linked: true, scopesOk: ITSA_SCOPES.every((s) => granted.includes(s)) };
}

export interface ItsaLink {
  store: TokenStore;
  options: CallOptions;
}

/** The business's HMRC link for an Income Tax call: refused when missing or without the Income Tax scopes. */
export async function itsaLink(ctx: BusinessRequestContext, govTestScenario: string | undefined): Promise<ItsaLink> {
  const state = await linkState(ctx.business.id, ctx.now);
  if (!state.linked) throw new HmrcSignInRequiredError();
  if (!state.scopesOk) throw new HmrcAnswerError(400, ITSA_MESSAGES.needsRelink, null, { code: ITSA_RELINK_REQUIRED });
  return {
    store: businessTokenStore(ctx.business.id, () => ctx.now),
    options: { fraudHeaders: requestFraudHeaders(ctx), govTestScenario },
  };
}

export interface ItsaCall extends ItsaLink {
  settings: ItsaSettingsItem & { nino: string; hmrcBusinessId: string };
}

/** The link and the saved NINO and HMRC business: refused until both are saved. */
export async function itsaContext(ctx: BusinessRequestContext, govTestScenario: string | undefined): Promise<ItsaCall> {
  const settings = await itsaRepo().getSettings(ctx.business.id);
  const nino = settings?.nino;
  const hmrcBusinessId = settings?.hmrcBusinessId;
  if (!settings || !nino || !hmrcBusinessId) throw new BadRequestError(ITSA_MESSAGES.notSetUp);
  const link = await itsaLink(ctx, govTestScenario);
  return { ...link, settings: { ...settings, nino, hmrcBusinessId } };
}
