import { businessRepository } from '@bk/data';
import type { HmrcDetails as HmrcDetailsSchema } from '@bk/contract';
import type * as z from 'zod/mini';
import type { BusinessRequestContext } from '../shared/api/types';
import { recordAudit } from '../shared/audit';
import { getDb } from '../shared/clients/db';
import { BadRequestError, NotFoundError } from '../shared/errors';
import { hashToken, newToken } from '../shared/tokens';
import { fromHmrcError, HMRC_MESSAGES } from './errors';
import { hmrc, repo, requestFraudHeaders, sealTokens } from './service';

type HmrcDetails = z.infer<typeof HmrcDetailsSchema>;

/** How long a sign-in started here may take at HMRC (HMRC's codes live 10 minutes). */
const STATE_LIFETIME_MS = 15 * 60_000;

/**
 * `hmrc/login`: HMRC's sign-in address with a fresh `state`. Only the state's hash is kept,
 * bound to this session and business, and it works once (SPEC §2 "Tax authority sign in").
 */
export async function startHmrcLogin(
  ctx: BusinessRequestContext,
  returnName: string | undefined,
): Promise<{ url: string }> {
  const caller = ctx.caller;
  const state = newToken();
  await repo().putHmrcState({
    businessId: ctx.business.id,
    stateHash: hashToken(state),
    sessionHash: caller.tokenHash,
    userId: caller.user.id,
    returnName: returnName ?? null,
    createdAt: ctx.now.toISOString(),
    expiresAt: ctx.now.getTime() + STATE_LIFETIME_MS,
  });
  try {
    return { url: await hmrc().authoriseUrl(state) };
  } catch (err) {
    throw fromHmrcError(err);
  }
}

/**
 * `hmrc/auth`: check the `state` HMRC sent back against this session, exchange the code, and
 * keep the tokens sealed in the business partition.
 */
export async function completeHmrcLogin(
  ctx: BusinessRequestContext,
  body: { code: string; state?: string | undefined },
): Promise<HmrcDetails> {
  const caller = ctx.caller;
  const businessId = ctx.business.id;
  if (!body.state) throw new BadRequestError(HMRC_MESSAGES.stateMismatch);
  const pending = await repo().consumeHmrcState(businessId, hashToken(body.state));
  if (!pending || pending.sessionHash !== caller.tokenHash || pending.expiresAt <= ctx.now.getTime())
    throw new BadRequestError(HMRC_MESSAGES.stateMismatch);
  let sealed: string;
  try {
    const tokens = await hmrc().exchangeCode(body.code, requestFraudHeaders(ctx));
    sealed = await sealTokens(businessId, tokens);
  } catch (err) {
    throw fromHmrcError(err);
  }
  const at = ctx.now.toISOString();
  await repo().putHmrcLink({
    businessId,
    tokens: sealed,
    linkedBy: caller.user.id,
    linkedAt: at,
    updatedAt: at,
  });
  await recordAudit({
    event: 'hmrc-linked',
    userId: caller.user.id,
    userEmail: caller.user.email,
    businessId,
    ipAddress: ctx.sourceIp,
    now: ctx.now,
  });
  return hmrcDetails(businessId);
}

/** `hmrc/details` (SPEC §3 "Tax authority details"). */
export async function hmrcDetails(businessId: string): Promise<HmrcDetails> {
  const [link, settings, business] = await Promise.all([
    repo().getHmrcLink(businessId),
    repo().getHmrcSettings(businessId),
    businessRepository(getDb()).getBusiness(businessId),
  ]);
  return {
    loggedIn: link !== null,
    vrnConfirmed: Boolean(business?.vrn && settings?.confirmedVrn === business.vrn),
    mode: settings?.mode ?? null,
    declaration: settings?.declaration ?? null,
  };
}

/**
 * `hmrc/vrn`: save and confirm the business's VAT number (SPEC §2 Set VRN). The HMRC link is
 * kept: if the new number belongs to another HMRC account, HMRC's refusal asks for a new sign-in
 * (SPEC §4 "VRN change": the web has the user confirm that first).
 */
export async function saveVrn(ctx: BusinessRequestContext, vrn: string): Promise<HmrcDetails> {
  const businessId = ctx.business.id;
  const at = ctx.now.toISOString();
  const businesses = businessRepository(getDb());
  const before = await businesses.getBusiness(businessId);
  const business = await businesses.updateBusiness(businessId, { vrn }, at);
  if (!before || !business) throw new NotFoundError();
  await repo().updateHmrcSettings(businessId, { confirmedVrn: vrn }, at);
  if (before.vrn !== vrn) {
    const caller = ctx.caller;
    await recordAudit({
      event: 'vrn-changed',
      userId: caller.user.id,
      userEmail: caller.user.email,
      businessId,
      detail: `${before.vrn ?? 'none'} to ${vrn}`,
      ipAddress: ctx.sourceIp,
      now: ctx.now,
    });
  }
  return hmrcDetails(businessId);
}
