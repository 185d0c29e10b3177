import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/indicators (public). */
export const indicatorsQueryOptions = queryOptions({
  queryKey: ['indicators'],
  queryFn: ({ signal }) => call('indicators', { signal }),
});

/** GET /api/news?limit= (public; the server serves at most 20). */
export const getNews = (limit: number, signal?: AbortSignal) => call('news', { query: { limit }, signal });

export const newsQueryOptions = (limit = 3) =>
  queryOptions({ queryKey: ['news', limit], queryFn: ({ signal }) => getNews(limit, signal) });

/** GET /api/news/:id (public). */
export const newsArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['news-article', id],
    queryFn: ({ signal }) => call('newsArticle', { params: { id }, signal }),
  });

export const useIndicators = () => useQuery(indicatorsQueryOptions);
export const useNews = (limit = 3) => useQuery(newsQueryOptions(limit));
export const useNewsArticle = (id: string) => useQuery(newsArticleQueryOptions(id));
