import { config } from '../config';
import { logger } from '../logger';
import { appLink, layout } from './layout';
import { sendMail, type Mail } from './send';

/**
 * Notices of a change to how an account signs in, sent to its address so that a change the
 * owner did not make (someone else at an open session, a leaked reset link) is seen at once.
 */

/** The password was changed (from the profile, or with a reset link). */
export function passwordChangedMail(input: { name: string; how: 'profile' | 'reset' }): Mail {
  const product = config().PRODUCT_NAME;
  const via =
    input.how === 'reset'
      ? 'with a password reset link'
      : 'from the profile page; every other signed-in device has been signed out';
  return layout(`Your ${product} password has been changed`, `Hello ${input.name},`, [
    { p: `The password of your ${product} account was changed ${via}.` },
    {
      p: 'If this was you, there is nothing more to do. If it was not, reset your password now with the link below, then check your profile and two-factor settings.',
    },
    { button: 'Reset password', href: appLink('/forgot-password') },
  ]);
}

/** The second sign-in step changed: the way named is what signing in asks for from now on. */
export function twoFactorChangedMail(input: { name: string; now: 'authenticator' | 'email' }): Mail {
  const product = config().PRODUCT_NAME;
  const way =
    input.now === 'authenticator'
      ? 'a code from your authenticator app'
      : 'a passcode we e-mail you (the authenticator app no longer works for this account)';
  return layout(`Two-factor sign-in for ${product} has changed`, `Hello ${input.name},`, [
    { p: `The two-factor setting of your ${product} account has changed: signing in now asks for ${way}.` },
    {
      p: 'If this was you, there is nothing more to do. If it was not, reset your password now with the link below, then check your two-factor setting on your profile.',
    },
    { button: 'Reset password', href: appLink('/forgot-password') },
  ]);
}

/**
 * Send a notice of a change already made: a mail that fails is logged, not thrown, since the
 * change stands either way and the person must not be told it failed.
 */
export async function sendSecurityNotice(to: string, mail: Mail): Promise<void> {
  try {
    await sendMail(to, mail);
  } catch (error) {
    logger().warn('security notice not sent', { subject: mail.subject, error });
  }
}
