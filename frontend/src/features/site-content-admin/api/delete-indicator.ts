import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterIndicatorWrite } from './get-admin-indicators';

/** DELETE /api/admin/indicators/:id at the revision it was read at (If-Match): a change made meanwhile is a 409. */
export function deleteIndicator({ id, revision }: { id: string; revision: number }) {
  return call('adminDeleteIndicator', { params: { id }, headers: { 'If-Match': String(revision) } });
}

export function useDeleteIndicator() {
  const after = useAfterIndicatorWrite();
  return useMutation({ mutationFn: deleteIndicator, onSettled: after });
}
