import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: a background load that fails silently (SPEC §8 "Background loads ... fail quietly"). */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

type ErrorReporter = (error: unknown) => void;
let reportError: ErrorReporter = () => undefined;

/** Where failed, non-quiet queries and mutations are reported (the notifications feature). */
export function setQueryErrorReporter(reporter: ErrorReporter): void {
  reportError = reporter;
}

/** Client errors (4xx) are answers, not accidents: retrying them only repeats the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.kind !== 'unreachable') return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.quiet) reportError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.quiet) reportError(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
