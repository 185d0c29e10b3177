import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterNewsWrite } from './get-admin-news';

export type NewNews = RouteInput<'adminCreateNews'>;

/** POST /api/admin/news: a news article, new (an add: its Idempotency-Key keeps a resent one single). */
export function createNews({ input, key }: { input: NewNews; key: string }) {
  return call('adminCreateNews', { body: input, idempotencyKey: key });
}

export function useCreateNews() {
  const after = useAfterNewsWrite();
  return useMutation({ mutationFn: createNews, onSettled: after });
}
