import { config } from '../shared/config';

/** What the account calls say to people (SPEC §8 where it gives the words). */
export const USER_MESSAGES = {
  loginFailed: 'The email address or password is incorrect',
  emailNotVerified: 'Please verify your email address before signing in. We have sent you a new verification link.',
  codeIncorrect: 'The code is incorrect or has expired, please try again',
  resetInvalid:
    'This password reset link is invalid or has already been used, please use the most recent one provided or request a new one.',
  verifyInvalid:
    'This verification link is invalid, has expired or has already been used. Sign in to be sent a new one, or ask for the email change again from your profile.',
  emailTaken:
    'This email address already belongs to another account, so your email address has not been changed. Choose another address from your profile.',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Enter your current password to change your password or email address',
  deleteEmailMismatch: 'Type your email address exactly to confirm',
  supportTokenInvalid: 'This support token is invalid, has expired or has already been used.',
  authenticatorNotStarted: 'Start the authenticator set-up again to get a new QR code',
  authenticatorCodeWrong: 'The code is incorrect, please check the app and try again',
  sameEmail: 'This is already your email address',
} as const;

/** SPEC §8: the forgotten-password answer, the same whether or not the account exists. */
export function forgottenMessage(): string {
  return `If there is a ${config().PRODUCT_NAME} account associated with the email entered, it will shortly receive a password reset email.`;
}
