import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterNewsWrite } from './get-admin-news';

export interface NewsEdit {
  id: string;
  /** The revision it was read at (If-Match): a change made meanwhile is a 409. */
  revision: number;
  input: RouteInput<'adminUpdateNews'>;
}

/** PUT /api/admin/news/:id: a news article, edited. */
export function updateNews({ id, revision, input }: NewsEdit) {
  return call('adminUpdateNews', { params: { id }, body: input, headers: { 'If-Match': String(revision) } });
}

export function useUpdateNews() {
  const after = useAfterNewsWrite();
  return useMutation({ mutationFn: updateNews, onSettled: after });
}
