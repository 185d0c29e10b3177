import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterNewsWrite } from './get-admin-news';

/** DELETE /api/admin/news/:id at the revision it was read at (If-Match): a change made meanwhile is a 409. */
export function deleteNews({ id, revision }: { id: string; revision: number }) {
  return call('adminDeleteNews', { params: { id }, headers: { 'If-Match': String(revision) } });
}

export function useDeleteNews() {
  const after = useAfterNewsWrite();
  return useMutation({ mutationFn: deleteNews, onSettled: after });
}
