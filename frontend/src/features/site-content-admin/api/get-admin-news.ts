import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { newsQueryPrefix } from '../../../api/get-news';

/** GET /api/admin/news: every one of the news articles, published or not, with the revision an edit sends. */
export function getAdminNews(signal?: AbortSignal) {
  return call('adminNews', { signal });
}

export const adminNewsQueryKey = ['admin', 'news'] as const;

export const adminNewsQueryOptions = queryOptions({
  queryKey: adminNewsQueryKey,
  queryFn: ({ signal }) => getAdminNews(signal),
});

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions);
}

/** After any write of one (refused ones included): this list and the public one are read again. */
export function useAfterNewsWrite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminNewsQueryKey }),
      queryClient.invalidateQueries({ queryKey: newsQueryPrefix }),
    ]);
}
