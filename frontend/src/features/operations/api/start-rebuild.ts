import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { rebuildsQueryKey } from './get-rebuilds';

export interface RebuildStart {
  body: RouteInput<'opsStartRebuild'>;
  /** The attempt's Idempotency-Key (`useAttemptKey`). */
  key: string;
}

/** POST /api/ops/rebuilds: rebuild one projection, or only check it (`check`). */
export function startRebuild({ body, key }: RebuildStart) {
  return call('opsStartRebuild', { body, idempotencyKey: key });
}

/** Started or refused, the rebuilds are read again (and polled while one runs). */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRebuild,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebuildsQueryKey }),
  });
}
