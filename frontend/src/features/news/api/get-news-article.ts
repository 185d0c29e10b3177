import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/news/:id (public): one published article; a draft or an article not yet due is a 404. */
export function getNewsArticle(id: string, signal?: AbortSignal) {
  return call('newsArticle', { params: { id }, signal });
}

export const newsArticleQueryKey = (id: string) => ['news-article', id] as const;

export function newsArticleQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsArticleQueryKey(id),
    queryFn: ({ signal }) => getNewsArticle(id, signal),
  });
}

export function useNewsArticle(id: string) {
  return useQuery(newsArticleQueryOptions(id));
}
