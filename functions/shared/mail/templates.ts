import { AFFILIATE_DIRECTORY_PATH } from '@bk/contract';
import { config } from '../config';
import { appLink, layout } from './layout';
import type { Mail } from './send';

/**
 * Every e-mail the product sends, one function a template. Links point at the web
 * app's routes. Add new templates here, in the same plain style.
 */

/**
 * To a member whose role in a business was changed. The subject holds no user text (a business
 * name in a subject reads like phishing, decision 0050); the body escapes what it holds.
 */
export function accessSharedMail(input: {
  name: string;
  businessName: string;
  roleName: string;
  sharedBy: string;
}): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your role in a business on ${product} has changed`, `Hello ${input.name},`, [
    { p: `${input.sharedBy} has changed your role in the business “${input.businessName}” to ${input.roleName}.` },
    { p: 'Sign in and choose the business from the business menu to use it.' },
    { button: 'Sign in', href: appLink('/signin') },
  ]);
}

/**
 * An invitation to share a business's books (decision 0050), to an address that may or may not
 * have an account. The subject is fixed; the business and inviter names, user text, are only in
 * the body, which the layout escapes. The link carries no token: the invitation is answered by a
 * signed-in user whose verified address is the invited one.
 */
export function invitationMail(input: {
  businessName: string;
  invitedBy: string;
  roleName: string;
  expiresOn: string;
}): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`You have been invited to share a business's books on ${product}`, 'Hello,', [
    {
      p: `${input.invitedBy} has invited you to use the books of the business “${input.businessName}” on ${product}, as ${input.roleName}.`,
    },
    { p: 'To accept or decline, sign in with this email address and open your invitations.' },
    { button: 'See your invitation', href: appLink('/invitations') },
    {
      p: `If you do not have a ${product} account yet, register with this email address first, then open the link again.`,
    },
    {
      p: `The invitation expires on ${input.expiresOn}. If you were not expecting it, you can ignore this email: nothing changes unless you accept.`,
    },
  ]);
}

/** Registration: confirm the address before the first sign-in (24 hours). */
export function verifyEmailMail(input: { name: string; token: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Verify your email address for ${product}`, `Hello ${input.name},`, [
    { p: `Thank you for creating a ${product} account. Please confirm this is your email address.` },
    { button: 'Verify email address', href: appLink(`/verify-email/${input.token}`) },
    { p: 'The link works once and expires in 24 hours.' },
    { p: 'If you did not create an account, you can ignore this email.' },
  ]);
}

/** Someone tried to register an address that already has an account (no account is created). */
export function registrationAttemptMail(input: { name: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Someone tried to create a ${product} account with your email address`, `Hello ${input.name},`, [
    {
      p: `Someone tried to create a new ${product} account with this email address, which already has an account. No new account was created.`,
    },
    { p: 'If it was you, sign in with your existing account, or reset your password if you have forgotten it.' },
    { button: 'Sign in', href: appLink('/signin') },
    { button: 'Reset your password', href: appLink('/forgot-password') },
    { p: 'If it was not you, you can ignore this email; your account has not changed.' },
  ]);
}

/** E-mail change: sent to the NEW address to confirm it (24 hours). */
export function emailChangeVerifyMail(input: { name: string; token: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Confirm your new email address for ${product}`, `Hello ${input.name},`, [
    { p: `You asked to use this email address for your ${product} account. Please confirm it.` },
    { button: 'Confirm new email address', href: appLink(`/verify-email/${input.token}`) },
    {
      p: 'Until you confirm, you keep signing in with your current address. The link works once and expires in 24 hours.',
    },
    { p: 'If you did not ask for this, you can ignore this email.' },
  ]);
}

/** E-mail change: a notice to the OLD address. */
export function emailChangeNoticeMail(input: { name: string; newEmail: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your ${product} email address is being changed`, `Hello ${input.name},`, [
    {
      p: `Someone signed in to your ${product} account asked to change its email address to ${input.newEmail}. The change happens when the link sent to that address is clicked.`,
    },
    { p: 'If this was not you, sign in, change your password and check your profile now.' },
    { button: 'Sign in', href: appLink('/signin') },
  ]);
}

/** Forgotten password: a reset link (1 hour, single use, only the newest works). */
export function passwordResetMail(input: { name: string; token: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Reset your ${product} password`, `Hello ${input.name},`, [
    { p: `We received a request to reset the password of your ${product} account.` },
    { button: 'Reset password', href: appLink(`/reset-password/${input.token}`) },
    { p: 'The link works once and expires in 1 hour. Only the most recent link you asked for works.' },
    { p: 'If you did not ask for this, you can ignore this email; your password has not changed.' },
  ]);
}

/** Second sign-in step: the e-mailed passcode (10 minutes). */
export function signInPasscodeMail(input: { name: string; code: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your ${product} sign-in passcode`, `Hello ${input.name},`, [
    { p: 'Enter this passcode to finish signing in:' },
    { code: input.code },
    { p: 'It expires in 10 minutes. Asking for a new passcode replaces this one.' },
    { p: 'If you did not try to sign in, change your password: someone else knows it.' },
  ]);
}

/** Second sign-in step for authenticator users without their phone: a one-time backup code. */
export function backupCodeMail(input: { name: string; code: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your ${product} backup sign-in code`, `Hello ${input.name},`, [
    { p: 'You asked to sign in without your authenticator app. Enter this one-time code to finish signing in:' },
    { code: input.code },
    { p: 'It expires in 10 minutes and works once.' },
    { p: 'If you did not try to sign in, change your password: someone else knows it.' },
  ]);
}

/** Account deletion has finished. */
export function accountDeletedMail(input: { name: string }): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your ${product} account has been deleted`, `Hello ${input.name},`, [
    {
      p: `Your ${product} account has been deleted, with every business you were the only administrator of. Businesses shared with other administrators remain with them.`,
    },
    { p: 'Thank you for using us. You are welcome to create a new account at any time.' },
  ]);
}

/** `YYYY-MM-DD` as `DD/MM/YYYY` (SPEC: dates shown DD/MM/YYYY). */
const ukDate = (iso: string) => iso.split('-').reverse().join('/');

/** What a reminder of a period that is due says, whichever tax it is for. */
interface ReminderInput {
  name: string;
  businessName: string;
  start: string;
  end: string;
  due: string;
  daysLeft: number;
  /** The random id of this recipient's link that turns off all their reminders. */
  disableId: string;
}

/** The product, the days left and the period as a reminder's sentences put them. */
function reminderWords(input: ReminderInput) {
  return {
    product: config().PRODUCT_NAME,
    days: `${input.daysLeft} ${input.daysLeft === 1 ? 'day' : 'days'}`,
    period: `${ukDate(input.start)} to ${ukDate(input.end)}`,
  };
}

/**
 * A VAT reminder (docs/vat-reminders.md): an open obligation is due in `daysLeft` days (14, 7 or
 * 1, or fewer when a run was missed). `disableId` is the random id of this recipient's link that
 * turns off all their VAT reminders.
 */
export function vatReminderMail(input: ReminderInput & { periodKey: string }): Mail {
  const { product, days, period } = reminderWords(input);
  return layout(
    `VAT Return for ${input.businessName} due in ${days}, on ${ukDate(input.due)}`,
    `Hello ${input.name},`,
    [
      {
        p: `The VAT Return of ${input.businessName} for the period ${period} is due on ${ukDate(input.due)}: ${days} left. HMRC has not received it yet.`,
      },
      { p: `Sign in to ${product}, choose ${input.businessName} from the business menu, and submit it.` },
      {
        button: 'Submit VAT Return',
        href: appLink(
          `/hmrc/vat-return/${encodeURIComponent(input.periodKey)}/${encodeURIComponent(input.start)}/${encodeURIComponent(input.end)}`,
        ),
      },
      { p: 'If it has already been submitted, you can ignore this email.' },
      {
        p: `You receive these reminders 14, 7 and 1 days before each VAT Return is due. To stop all VAT reminders from ${product}, use this link:`,
      },
      { button: 'Turn off all VAT reminders', href: appLink(`/vat-reminders/${input.disableId}/disable-all`) },
    ],
  );
}

/**
 * An Income Tax quarterly update is due (decision 0068): sent once, the number of days before
 * HMRC's due date the business chose, while the obligation is open.
 */
export function incomeTaxReminderMail(input: ReminderInput): Mail {
  const { product, days, period } = reminderWords(input);
  return layout(
    `Income Tax update for ${input.businessName} due in ${days}, on ${ukDate(input.due)}`,
    `Hello ${input.name},`,
    [
      {
        p: `The quarterly Income Tax update of ${input.businessName} for ${period} is due on ${ukDate(input.due)}: ${days} left. HMRC has not received it yet.`,
      },
      { p: `Sign in to ${product}, choose ${input.businessName} from the business menu, open Income Tax and send it.` },
      { button: 'Open Income Tax', href: appLink('/income-tax') },
      { p: 'If it has already been sent, you can ignore this email.' },
      { p: `To stop all reminders from ${product}, use this link:` },
      { button: 'Turn off all reminders', href: appLink(`/vat-reminders/${input.disableId}/disable-all`) },
    ],
  );
}

/**
 * Affiliate review (decision 0062): the profile was approved and is in the public directory under
 * `slug`. The subject holds no user text (decision 0050); the business name is in the body.
 */
export function affiliateApprovedMail(input: {
  name: string;
  businessName: string;
  slug: string;
  publicNote: string | null;
}): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your affiliate profile on ${product} is published`, `Hello ${input.name},`, [
    { p: `The affiliate profile of “${input.businessName}” has been approved and is now in the ${product} directory.` },
    ...(input.publicNote ? [{ p: `A note from our reviewer: ${input.publicNote}` }] : []),
    { button: 'View your profile', href: appLink(`${AFFILIATE_DIRECTORY_PATH}/${encodeURIComponent(input.slug)}`) },
    {
      p: 'Share it from the Affiliate Programme dashboard, where you also find the website badge, the e-mail signature and how often your profile is seen.',
    },
  ]);
}

/**
 * Affiliate review: the submitted profile was not approved; `publicNote` says why. A profile
 * approved earlier stays published (SPEC §4), which `stillPublished` tells the affiliate.
 */
export function affiliateRejectedMail(input: {
  name: string;
  businessName: string;
  publicNote: string;
  stillPublished: boolean;
}): Mail {
  const product = config().PRODUCT_NAME;
  return layout(`Your affiliate profile on ${product} needs changes`, `Hello ${input.name},`, [
    { p: `We could not publish the affiliate profile you submitted for “${input.businessName}”. Our reviewer says:` },
    { p: input.publicNote },
    {
      p: `To change it, sign in, choose the business from the business menu, open Affiliate Programme and then Edit Profile, and press Submit for Approval when you are done. We review it again and e-mail you.`,
    },
    { button: 'Edit your profile', href: appLink('/affiliate/edit-profile') },
    {
      p: input.stillPublished
        ? 'The profile we approved before stays in the directory until a new one is approved.'
        : 'Until a profile is approved, nothing of yours is shown in the directory.',
    },
  ]);
}
