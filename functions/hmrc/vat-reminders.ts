import { DEFAULT_VAT_REMINDER_SETTINGS, userRepository, vatReminderRepository } from '@bk/data';
import type { BusinessRequestContext, RequestContext, UserRequestContext } from '../shared/api/types';
import { getDb } from '../shared/clients/db';
import { NotFoundError } from '../shared/errors';
import { logger } from '../shared/logger';
import { hashToken } from '../shared/tokens';

/** SPEC §3 "VAT reminder settings" as the API answers them. */
export interface VatReminderSettings {
  enableAdministratorReminders: boolean;
  enableSharedAccessReminders: boolean;
}

const reminders = () => vatReminderRepository(getDb());

/** `hmrc/vat-reminders/settings`: the business's settings, or the defaults (administrators only). */
export async function vatReminderSettings(businessId: string): Promise<VatReminderSettings> {
  const saved = await reminders().getVatReminderSettings(businessId);
  return {
    enableAdministratorReminders:
      saved?.enableAdministratorReminders ?? DEFAULT_VAT_REMINDER_SETTINGS.enableAdministratorReminders,
    enableSharedAccessReminders:
      saved?.enableSharedAccessReminders ?? DEFAULT_VAT_REMINDER_SETTINGS.enableSharedAccessReminders,
  };
}

/** `hmrc/vat-reminders/save` (permission vat:settings, checked by the contract). */
export async function saveVatReminderSettings(
  ctx: BusinessRequestContext,
  body: VatReminderSettings,
): Promise<VatReminderSettings> {
  const businessId = ctx.business.id;
  await reminders().putVatReminderSettings({
    businessId,
    enableAdministratorReminders: body.enableAdministratorReminders,
    enableSharedAccessReminders: body.enableSharedAccessReminders,
    updatedAt: ctx.now.toISOString(),
    updatedBy: ctx.caller.user.id,
  });
  return vatReminderSettings(businessId);
}

/**
 * `hmrc/vat-reminders/{id}/disable-all` (public: the link of a reminder e-mail). Turns off every
 * VAT reminder of the user the link was sent to; using a link again is fine. An unknown or
 * expired id, or a deleted account's, is a 404, which the Disable screen shows as 'Failed to
 * Disable VAT Reminders'.
 */
export async function disableAllVatReminders(ctx: RequestContext, id: string): Promise<{ ok: true }> {
  const link = await reminders().getVatReminderLink(hashToken(id), ctx.now.getTime());
  // A link outlives an account deleted since: nothing to turn off then.
  if (!link || !(await userRepository(getDb()).getUser(link.userId))) throw new NotFoundError();
  await reminders().disableVatRemindersOfUser(link.userId, ctx.now.toISOString());
  logger().info('VAT reminders turned off from an e-mail link', { userId: link.userId });
  return { ok: true };
}

/** `hmrc/vat-reminders/mine`: whether the signed-in user turned off all their reminders (an e-mail link). */
export async function myVatReminders(ctx: UserRequestContext): Promise<{ remindersOff: boolean }> {
  return { remindersOff: await reminders().vatRemindersDisabled(ctx.caller.user.id) };
}

/** `hmrc/vat-reminders/mine/on`: the signed-in user wants their reminders again. */
export async function turnMyVatRemindersOn(ctx: UserRequestContext): Promise<{ ok: true }> {
  await reminders().enableVatRemindersOfUser(ctx.caller.user.id);
  logger().info('VAT reminders turned back on', { userId: ctx.caller.user.id });
  return { ok: true };
}
