import { SESSION_CHECK_INTERVAL_MS, SESSION_MAX_CHECKS, shouldWarn, warningMinutes, MESSAGES } from '@bk/domain';
import { useEffect, useEffectEvent } from 'react';
import { api } from '../../api-client';
import { notify } from '../../notifications/notification-store';
import { useSignedIn } from '../auth-token';

/**
 * The idle-session check (SPEC §9): while signed in, ask the server every 30 s (at most 200
 * times) how long the session has left; warn in the last 5 minutes; when it has run out, end
 * the session. A 401 reply signs out through the API client.
 */
export function useSessionCheck(onExpired: () => void): void {
  const signedIn = useSignedIn();
  const expire = useEffectEvent(onExpired);

  useEffect(() => {
    if (!signedIn) return undefined;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      if (checks >= SESSION_MAX_CHECKS) clearInterval(timer);
      api.call('userPing').then(
        ({ remainingMs }) => {
          if (remainingMs <= 0) expire();
          else if (shouldWarn(remainingMs)) {
            notify({
              type: 'warning',
              message: MESSAGES.sessionWarning(warningMinutes(remainingMs)),
              // Until the next check replaces it.
              timeout: SESSION_CHECK_INTERVAL_MS,
            });
          }
        },
        () => undefined, // quiet: a missed check is retried at the next tick
      );
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn]);
}
