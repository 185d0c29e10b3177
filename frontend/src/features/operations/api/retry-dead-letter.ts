import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { opsStatusQueryKey } from '../../../api/get-ops-status';

/** POST /api/ops/dead-letters/:id/retry: the failed job goes back to the queue. */
export function retryDeadLetter(id: string) {
  return call('opsRetryDeadLetter', { params: { id } });
}

export function useRetryDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsStatusQueryKey }),
  });
}
