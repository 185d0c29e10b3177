import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/**
 * GET /api/news?limit= (public; the server serves at most 20): the latest published articles. In src/api: the
 * home shows them and the content administration reads them again after each of its writes.
 */
export function getNews(limit: number, signal?: AbortSignal) {
  return call('news', { query: { limit }, signal });
}

/** Every length of the list: what a write on an article makes stale. */
export const newsQueryPrefix = ['news'] as const;

export const newsQueryKey = (limit: number) => [...newsQueryPrefix, limit] as const;

export function newsQueryOptions(limit = 3) {
  return queryOptions({ queryKey: newsQueryKey(limit), queryFn: ({ signal }) => getNews(limit, signal) });
}

export function useNews(limit = 3) {
  return useQuery(newsQueryOptions(limit));
}
