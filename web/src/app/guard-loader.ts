import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../config/routes';
import { hmrcDetailsQueryOptions } from '../lib/queries/hmrc-details';
import { invoiceVisibleQueryOptions } from '../lib/queries/get-invoice-visible';
import { penaltiesEnabledQueryOptions } from '../lib/queries/get-penalties-enabled';
import { clearFieldErrors } from '../lib/notifications/field-errors-store';
import { removeExpiredNotifications } from '../lib/notifications/notification-store';
import { activeBusinessQueryOptions } from '../lib/session/api/get-active-business';
import { isLoggedIn } from '../lib/session/auth-token';
import { appAddress } from '../lib/after-sign-in';
import { ApiError } from '../lib/api-error';
import { queryClient } from '../lib/query-client';
import { guardRedirect, signInFor } from './guard-decision';
import { hmrcCodeRedirect } from './hmrc-code-redirect';

/** Data a screen wants loaded before it shows (STYLE §12), run once the guards let it through. */
export type Prefetch = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * The loader every screen runs before it shows: the SPEC §2 guards, then the screen's own
 * data. Before anything, the last screen's field errors and timed-out notifications go.
 */
export function guardLoader(name: ScreenName, prefetch?: Prefetch) {
  return async (args: LoaderFunctionArgs) => {
    clearFieldErrors();
    removeExpiredNotifications();
    const back = await hmrcCodeRedirect(new URL(args.request.url));
    if (back !== null) return redirect(back);
    const requested = appAddress(new URL(args.request.url));
    try {
      const target = await guardRedirect(name, {
        loggedIn: isLoggedIn(),
        requested,
        activeBusiness: () => queryClient.ensureQueryData(activeBusinessQueryOptions()),
        penaltiesEnabled: () => queryClient.ensureQueryData(penaltiesEnabledQueryOptions()),
        invoicesVisible: () => queryClient.ensureQueryData(invoiceVisibleQueryOptions()),
        hmrcDetails: () => queryClient.ensureQueryData(hmrcDetailsQueryOptions()),
      });
      if (target !== null) return redirect(target);
    } catch (error) {
      // A 401 has already reset the session; carry on to sign in.
      if (error instanceof ApiError && error.kind === 'unauthenticated') return redirect(signInFor(requested));
      throw error;
    }
    const loaded = await prefetch?.(args);
    // A screen with a guard of its own (the affiliate screens, SPEC §4) answers where to go instead.
    return loaded instanceof Response ? loaded : null;
  };
}
