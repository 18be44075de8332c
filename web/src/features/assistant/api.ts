import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSignedIn } from '../../lib/session/auth-token';

export const assistantKeys = {
  all: ['assistant'] as const,
  enabled: () => [...assistantKeys.all, 'enabled'] as const,
};

/** Whether the stage has the assistant switched on (SPEC §7 `GET aisha/enabled`); a failure counts as off. */
export async function getAssistantEnabled(signal?: AbortSignal): Promise<boolean> {
  return api.call('aishaEnabled', { signal }).catch(() => false);
}

export const assistantEnabledQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.enabled(),
    queryFn: ({ signal }) => getAssistantEnabled(signal),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

/** True only for a signed-in person on a stage that has the assistant on. */
export function useAssistantEnabled(): boolean {
  const signedIn = useSignedIn();
  return useQuery({ ...assistantEnabledQueryOptions(), enabled: signedIn }).data === true && signedIn;
}

/** Ask the assistant; it answers about the business of the session (never one named by the page). */
export function askAssistant(question: string, signal?: AbortSignal) {
  return api.call('assistantAsk', { body: { question }, ...(signal ? { signal } : {}) });
}
