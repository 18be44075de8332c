import { networkInterfaces, release } from 'node:os';
import {
  businessRepository,
  DEFAULT_VAT_REMINDER_SETTINGS,
  hmrcRepository,
  userRepository,
  vatReminderRepository,
  type Db,
} from '@bk/data';
import { BusinessRole } from '@bk/domain';
import { batchDeviceId, batchFraudHeaders, hostNetwork, type Obligation } from '@bk/hmrc';
import { businessTokenStore, FRAUD_HASH_SALT, hmrc, SERVER_VERSION } from '../../hmrc/service';
import { config } from '../../shared/config';
import { logger } from '../../shared/logger';
import { sendMail, type Mail } from '../../shared/mail/send';
import { vatReminderMail } from '../../shared/mail/templates';
import { hashToken, newToken } from '../../shared/tokens';
import { daysUntil, obligationWindow, reminderThreshold } from './thresholds';

/** How long the "turn off all reminders" link of a reminder works. */
export const LINK_LIFETIME_MS = 365 * 86_400_000;

/** What one business's run did. */
export interface BusinessOutcome {
  /** Why nothing was asked of HMRC, if so. */
  skipped?: 'vat-off' | 'vrn-not-confirmed' | 'no-link' | 'no-recipients';
  /** Reminders e-mailed (or, in silent mode, that would have been). */
  sent: number;
  /** Reminders owed today that had already been sent. */
  alreadySent: number;
}

interface Recipient {
  userId: string;
  name: string;
  email: string;
}

/** The fraud prevention headers of this batch process, acting for the user who linked the business. */
export function reminderFraudHeaders(linkedBy: string, now: Date): Record<string, string> {
  const c = config();
  const onLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
  return batchFraudHeaders({
    deviceId: batchDeviceId(`${c.STAGE}:vat-reminders`),
    ...hostNetwork(networkInterfaces()),
    collectedAt: now,
    timezoneOffsetMinutes: now.getTimezoneOffset(),
    os: { family: process.platform === 'linux' ? 'Linux' : process.platform, version: release() },
    device: onLambda
      ? { manufacturer: 'Amazon Web Services', model: 'AWS Lambda' }
      : { manufacturer: 'Local', model: 'Bookkeeper local stack' },
    userIds: { bookkeeper: linkedBy },
    licenceIds: { bookkeeper: `licence:${linkedBy}` },
    productName: c.PRODUCT_NAME,
    serverVersion: SERVER_VERSION,
    hashSalt: FRAUD_HASH_SALT,
  });
}

/** Who is to be reminded for a business: its settings, minus users who turned reminders off. */
export async function recipientsOf(db: Db, businessId: string): Promise<Recipient[]> {
  const reminders = vatReminderRepository(db);
  const settings = (await reminders.getVatReminderSettings(businessId)) ?? DEFAULT_VAT_REMINDER_SETTINGS;
  const members = await businessRepository(db).listMembers(businessId);
  const wanted = members.filter((m) =>
    m.roleId === BusinessRole.ADMINISTRATOR
      ? settings.enableAdministratorReminders
      : settings.enableSharedAccessReminders,
  );
  const users = userRepository(db);
  const out: Recipient[] = [];
  for (const m of wanted) {
    if (await reminders.vatRemindersDisabled(m.userId)) continue;
    const user = await users.getUser(m.userId);
    if (user?.emailVerified) out.push({ userId: user.id, name: user.name, email: user.email });
  }
  return out;
}

/** Which reminder a claim is for: one per business, period, days before and recipient. */
export interface ReminderClaim {
  businessId: string;
  periodKey: string;
  daysBefore: number;
  due: string;
}

/**
 * Send one reminder to one recipient, claimed first so it goes once however often the job runs;
 * a failed e-mail gives its claim back for the next run. False when it had already been claimed.
 */
export async function claimAndSend(
  db: Db,
  claim: ReminderClaim,
  recipient: Recipient,
  mail: (disableId: string) => Mail,
): Promise<boolean> {
  const reminders = vatReminderRepository(db);
  // The claim and the link date from the real clock, not the run's date (a re-run or a test).
  const sentAt = new Date();
  const claimed = await reminders.claimVatReminder({
    ...claim,
    userId: recipient.userId,
    sentAt: sentAt.toISOString(),
  });
  if (!claimed) return false;
  try {
    const disableId = newToken();
    await reminders.putVatReminderLink({
      tokenHash: hashToken(disableId),
      userId: recipient.userId,
      createdAt: sentAt.toISOString(),
      expiresAt: sentAt.getTime() + LINK_LIFETIME_MS,
    });
    await sendMail(recipient.email, mail(disableId));
    return true;
  } catch (err) {
    await reminders.releaseVatReminder(claim.businessId, claim.periodKey, claim.daysBefore, recipient.userId);
    throw err;
  }
}

/**
 * Remind one business's recipients of its open obligations due in 14, 7 or 1 days (or the latest
 * threshold a missed run left unsent). Each reminder is claimed before it is sent, so it goes once
 * however often the job runs; a failed e-mail gives its claim back for the next run. In silent
 * mode nothing is claimed or sent: what would go is logged.
 */
export async function remindBusiness(
  db: Db,
  businessId: string,
  today: string,
  now: Date,
  silent: boolean,
): Promise<BusinessOutcome> {
  const outcome: BusinessOutcome = { sent: 0, alreadySent: 0 };
  const [business, settings, link] = await Promise.all([
    businessRepository(db).getBusiness(businessId),
    hmrcRepository(db).getHmrcSettings(businessId),
    hmrcRepository(db).getHmrcLink(businessId),
  ]);
  if (!business?.enableVat) return { ...outcome, skipped: 'vat-off' };
  if (!link) return { ...outcome, skipped: 'no-link' };
  if (!business.vrn || settings?.confirmedVrn !== business.vrn) return { ...outcome, skipped: 'vrn-not-confirmed' };
  const recipients = await recipientsOf(db, businessId);
  if (recipients.length === 0) return { ...outcome, skipped: 'no-recipients' };

  const open: Obligation[] = await hmrc().obligations(
    businessTokenStore(businessId),
    business.vrn,
    { ...obligationWindow(today), status: 'O' },
    { fraudHeaders: reminderFraudHeaders(link.linkedBy, now) },
  );
  for (const o of open) {
    if (o.status !== 'O') continue;
    const daysLeft = daysUntil(o.due, today);
    const threshold = reminderThreshold(daysLeft);
    if (threshold === null) continue;
    for (const r of recipients) {
      if (silent) {
        logger().info('VAT reminder not sent (silent mode)', {
          businessId,
          periodKey: o.periodKey,
          daysBefore: threshold,
          userId: r.userId,
        });
        outcome.sent++;
        continue;
      }
      const sent = await claimAndSend(
        db,
        { businessId, periodKey: o.periodKey, daysBefore: threshold, due: o.due },
        r,
        (disableId) =>
          vatReminderMail({
            name: r.name,
            businessName: business.name,
            periodKey: o.periodKey,
            start: o.start,
            end: o.end,
            due: o.due,
            daysLeft,
            disableId,
          }),
      );
      if (sent) outcome.sent++;
      else outcome.alreadySent++;
    }
  }
  return outcome;
}
