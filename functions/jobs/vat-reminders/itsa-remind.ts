import { businessRepository, hmrcRepository, itsaRepository, type Db } from '@bk/data';
import { addDays, itsaTaxYearOf } from '@bk/domain';
import { businessTokenStore, hmrc } from '../../hmrc/service';
import { logger } from '../../shared/logger';
import { incomeTaxReminderMail } from '../../shared/mail/templates';
import { claimAndSend, recipientsOf, reminderFraudHeaders } from './remind';
import { daysUntil } from './thresholds';

/**
 * Income Tax reminders (decision 0068), in the daily reminder run: one e-mail per open quarterly
 * obligation and recipient, the business's chosen number of days before HMRC's `dueDate` (or on a
 * later run while it is still ahead, if that day's run was missed), none once it is fulfilled at
 * HMRC or sent from here. The recipients and the opt-out are the VAT reminders' own.
 */

export interface IncomeTaxOutcome {
  skipped?: 'not-set-up' | 'no-reminders' | 'no-link' | 'no-recipients';
  sent: number;
  alreadySent: number;
}

/** The claim of a reminder shares the VAT reminders' items, under a period key of its own. */
const claimKey = (periodEnd: string) => `ITSA-${periodEnd}`;

export async function remindIncomeTax(
  db: Db,
  businessId: string,
  today: string,
  now: Date,
  silent: boolean,
): Promise<IncomeTaxOutcome> {
  const outcome: IncomeTaxOutcome = { sent: 0, alreadySent: 0 };
  const [settings, link, business] = await Promise.all([
    itsaRepository(db).getSettings(businessId),
    hmrcRepository(db).getHmrcLink(businessId),
    businessRepository(db).getBusiness(businessId),
  ]);
  const nino = settings?.nino;
  const hmrcBusinessId = settings?.hmrcBusinessId;
  if (!settings || !nino || !hmrcBusinessId || !business) return { ...outcome, skipped: 'not-set-up' };
  const lead = settings.reminderDays;
  if (!lead) return { ...outcome, skipped: 'no-reminders' };
  if (!link) return { ...outcome, skipped: 'no-link' };
  const recipients = await recipientsOf(db, businessId);
  if (recipients.length === 0) return { ...outcome, skipped: 'no-recipients' };

  // A period ends before it is due, and due is at most `lead` (up to 60) days ahead: 360 days back covers it.
  const obligations = await hmrc().incomeAndExpenditureObligations(
    businessTokenStore(businessId),
    nino,
    {
      typeOfBusiness: 'self-employment',
      businessId: hmrcBusinessId,
      fromDate: addDays(today, -300),
      toDate: addDays(today, lead),
    },
    { fraudHeaders: reminderFraudHeaders(link.linkedBy, now) },
  );
  for (const o of obligations.filter((x) => x.businessId === hmrcBusinessId).flatMap((x) => x.obligationDetails)) {
    const daysLeft = daysUntil(o.dueDate, today);
    if (o.status !== 'open' || daysLeft < 1 || daysLeft > lead) continue;
    // HMRC may take an hour to mark an update's obligation fulfilled: an update sent from here counts at once.
    const year = await itsaRepository(db).getYear(businessId, itsaTaxYearOf(o.periodEndDate));
    if (year?.periods[o.periodEndDate]) continue;
    for (const r of recipients) {
      if (silent) {
        logger().info('Income Tax reminder not sent (silent mode)', { businessId, periodEnd: o.periodEndDate });
        outcome.sent++;
        continue;
      }
      const sent = await claimAndSend(
        db,
        { businessId, periodKey: claimKey(o.periodEndDate), daysBefore: lead, due: o.dueDate },
        r,
        (disableId) =>
          incomeTaxReminderMail({
            name: r.name,
            businessName: business.name,
            start: o.periodStartDate,
            end: o.periodEndDate,
            due: o.dueDate,
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
