import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { AdminLoginPage } from './components/admin-login-page';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { RegisterPage } from './components/register-page';
import { ResetPasswordPage } from './components/reset-password-page';
import { VerifyEmailPage } from './components/verify-email-page';
import { VerifyRequiredPage } from './components/verify-required-page';

/** The sign-up and account recovery screens (SPEC §2), for app/screens.tsx; Sign in is in login-screen.ts. */
export const AUTH_SCREENS = {
  Register: { Component: RegisterPage },
  VerifyRequired: { Component: VerifyRequiredPage },
  VerifyEmail: { Component: VerifyEmailPage },
  ForgotPassword: { Component: ForgotPasswordPage },
  ResetPassword: { Component: ResetPasswordPage },
  AdminLogin: { Component: AdminLoginPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
