import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { GIVE_UP_AFTER_MS, nextPollDelay } from '../calculation-poll';
import { itsaKeys } from '../itsa-keys';

/**
 * HMRC's calculation after an update: asked again with growing waits while the server says it is
 * pending (HMRC answers "not found" until the calculation is ready), until it is ready or
 * failed, or the time is up (`gaveUp`; `checkAgain` starts asking again).
 */
export function useItsaCalculation(id: string, govTestScenario: string | undefined) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [timeUp, setTimeUp] = useState(false);
  const query = useQuery({
    queryKey: itsaKeys.calculation(id),
    queryFn: ({ signal }) => api.call('itsaCalculation', { params: { id }, query: { govTestScenario }, signal }),
    refetchInterval: (q) =>
      q.state.data?.status === 'pending'
        ? (nextPollDelay(q.state.dataUpdateCount - 1, startedAt, Date.now()) ?? false)
        : false,
    refetchIntervalInBackground: true,
    staleTime: Infinity,
  });
  const pending = query.data?.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimeUp(true), Math.max(0, startedAt + GIVE_UP_AFTER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, startedAt]);
  return {
    query,
    pending,
    gaveUp: pending && timeUp && !query.isFetching,
    checkAgain: () => {
      setTimeUp(false);
      setStartedAt(Date.now());
      void query.refetch();
    },
  };
}
