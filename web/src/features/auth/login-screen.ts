import type { ComponentType } from 'react';
import type { ScreenName } from '../../config/routes';
import { LoginPage } from './components/login-page';

/**
 * Sign in (SPEC §2) on its own, for app/screens.tsx: the screen most first visits land on
 * fetches none of the other sign-up screens' code (decision 0059).
 */
export const LOGIN_SCREENS = {
  Login: { Component: LoginPage },
} satisfies Partial<Record<ScreenName, { Component: ComponentType }>>;
