import { call } from '../../../api/client';
import { adminUsersQueryKey } from './get-admin-users';
import { useWrite } from './use-write';

/** PUT /api/admin/users/:id/password: the person is e-mailed, their sessions end. */
export function setUserPassword(input: { id: string; newPassword: string }) {
  return call('adminUserPassword', { params: { id: input.id }, body: { newPassword: input.newPassword } });
}

export const useSetPassword = () => useWrite(setUserPassword, () => [adminUsersQueryKey]);
