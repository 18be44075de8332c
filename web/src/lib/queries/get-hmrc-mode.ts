import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** Which HMRC the stage talks to (the local emulator, HMRC's sandbox or production); it never changes while the app runs. */
export const hmrcModeQueryOptions = () =>
  queryOptions({
    queryKey: ['hmrc-mode'] as const,
    queryFn: ({ signal }) => api.call('hmrcMode', { signal }),
    staleTime: Infinity,
    meta: { quiet: true },
  });
