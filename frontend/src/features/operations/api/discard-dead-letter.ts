import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { opsStatusQueryKey } from '../../../api/get-ops-status';

/** DELETE /api/ops/dead-letters/:id: the failed job is dropped. */
export function discardDeadLetter(id: string) {
  return call('opsDiscardDeadLetter', { params: { id } });
}

export function useDiscardDeadLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDeadLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsStatusQueryKey }),
  });
}
