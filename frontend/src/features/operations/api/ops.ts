import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';

export const opsStatusKey = ['ops', 'status'] as const;
export const rebuildsKey = ['ops', 'rebuilds'] as const;

/** GET /api/ops/status, read again every 5 s while the console is open. */
export const useOpsStatus = () =>
  useQuery(
    queryOptions({
      queryKey: opsStatusKey,
      queryFn: ({ signal }) => call('opsStatus', { signal }),
      refetchInterval: 5000,
    }),
  );

/** GET /api/ops/setup: which of the site's settings are configured (superadmin; fixed while the portal runs). */
export const useOpsSetup = () =>
  useQuery({
    queryKey: ['ops', 'setup'],
    queryFn: ({ signal }) => call('opsSetup', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/ops/rebuilds: every half second while one runs, so the bar moves. */
export const useRebuilds = () =>
  useQuery({
    queryKey: rebuildsKey,
    queryFn: ({ signal }) => call('opsRebuilds', { signal }),
    refetchInterval: (query) => (query.state.data?.some((r) => r.state === 'running') ? 500 : false),
  });

export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projection: string; check: boolean }) => call('opsStartRebuild', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebuildsKey }),
  });
}

export function useDeadLetterAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'discard' }) =>
      action === 'retry'
        ? call('opsRetryDeadLetter', { params: { id } })
        : call('opsDiscardDeadLetter', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: opsStatusKey }),
  });
}
