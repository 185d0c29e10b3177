import type { RouteInput } from '@portal/contracts';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { recoveryProcessesQueryKey } from '../../../api/get-recovery-processes';
import { ifMatch, useWrite } from './use-write';

/** PUT /api/admin/recovery/:id with the revision the admin read. */
export function updateRecoveryProcess(input: {
  id: string;
  revision: number;
  body: RouteInput<'updateRecoveryProcess'>;
}) {
  return call('updateRecoveryProcess', {
    params: { id: input.id },
    body: input.body,
    headers: ifMatch(input.revision),
  });
}

export const useUpdateRecovery = () =>
  useWrite(updateRecoveryProcess, () => [recoveryProcessesQueryKey, adminStatsQueryKey]);
