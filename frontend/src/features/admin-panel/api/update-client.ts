import type { RouteInput } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminClientsQueryKey } from './get-admin-clients';

/** PUT /api/admin/clients/:id with the revision the admin read (409 when changed or assigned meanwhile). */
export function updateClient(input: {
  id: string;
  revision: number;
  changes: RouteInput<'adminUpdateClient'>;
}) {
  return call('adminUpdateClient', {
    params: { id: input.id },
    body: input.changes,
    headers: { 'If-Match': String(input.revision) },
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminClientsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  });
}
