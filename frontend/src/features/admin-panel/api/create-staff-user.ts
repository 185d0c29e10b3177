import type { RouteInput } from '@portal/contracts';
import { call } from '../../../api/client';
import { adminStatsQueryKey } from '../../../api/get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { useWrite } from './use-write';

/**
 * POST /api/admin/users (superadmin): an administrator's, superadministrator's or compliance account. With its
 * Idempotency-Key (the same while the same data is sent again): a retry after a lost answer creates it once.
 */
export function createStaffUser(input: { body: RouteInput<'adminCreateUser'>; key: string }) {
  return call('adminCreateUser', { body: input.body, idempotencyKey: input.key });
}

export const useCreateStaffUser = () =>
  useWrite(createStaffUser, () => [adminUsersQueryKey, adminStatsQueryKey]);
