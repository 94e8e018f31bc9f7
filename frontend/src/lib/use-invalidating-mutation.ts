/**
 * A mutation of one contract entry that, settled either way, refreshes what `query-invalidation.ts` says that
 * entry changes (narrowed to the project or review named in `scope`). The one way a feature's api file turns
 * its fetcher into a hook, so no mutation forgets a read it makes stale.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/api/endpoint';
import { invalidateAfter } from './query-invalidation';

export function useInvalidatingMutation<TInput, TOutput>(
  mutationFn: (input: TInput) => Promise<TOutput>,
  entry: Pick<Endpoint, 'id'>,
  scope?: { projectId?: string; token?: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidateAfter(queryClient, entry, scope),
  });
}
