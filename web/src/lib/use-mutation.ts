// The one place that may use TanStack's own hook: everything else takes this one (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { useMutation as useQueryMutation } from '@tanstack/react-query';
import type { DefaultError, DistributiveOmit, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What one call of `mutate` does once its save is over. */
export interface MutateCallbacks<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown;
}

type MutateArgs<TData, TError, TVariables> = undefined extends TVariables
  ? [variables?: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>]
  : [variables: TVariables, callbacks?: MutateCallbacks<TData, TError, TVariables>];

export type Mutation<TData, TError, TVariables, TOnMutateResult> = DistributiveOmit<
  UseMutationResult<TData, TError, TVariables, TOnMutateResult>,
  'mutate'
> & { mutate: (...args: MutateArgs<TData, TError, TVariables>) => void };

/**
 * TanStack Query's `useMutation`, whose `mutate(variables, { onSuccess, onError, onSettled })` runs
 * its callbacks whenever the call ends. TanStack runs a call's own callbacks only while the
 * component that made the call is still mounted: a form that its own save re-keys (the reloaded
 * list gives the row a new `updatedDate`, and the form's key carries it) is by then a new
 * component, so the callback that closes it was dropped whenever the reload drew the list before
 * the save had finished (its other reloads still on the way), and the form stayed open. Here the
 * callbacks follow the call's own promise, so closing a form or a dialog, a notice or the next
 * screen never depends on when a component rendered. The mutation's own `onSuccess` and `onError`
 * still run first, as before; an error is theirs to report, never thrown at the caller.
 */
export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TOnMutateResult = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): Mutation<TData, TError, TVariables, TOnMutateResult> {
  const result = useQueryMutation(options);
  const run = result.mutateAsync as (variables: TVariables) => Promise<TData>;
  const mutate = useCallback(
    (...[given, callbacks]: MutateArgs<TData, TError, TVariables>) => {
      const variables = given as TVariables;
      void run(variables).then(
        (data) => {
          callbacks?.onSuccess?.(data, variables);
          callbacks?.onSettled?.(data, null, variables);
        },
        (error: TError) => {
          callbacks?.onError?.(error, variables);
          callbacks?.onSettled?.(undefined, error, variables);
        },
      );
    },
    [run],
  );
  return { ...result, mutate };
}
