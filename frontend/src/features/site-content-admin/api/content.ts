import type { RouteInput, RouteResponse } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pathOf } from '../../../api/client';
import { ApiError, NetworkError, readErrorBody } from '../../../api/errors';

export const adminIndicatorsKey = ['admin', 'indicators'] as const;
export const adminNewsKey = ['admin', 'news'] as const;

export const useAdminIndicators = () =>
  useQuery(
    queryOptions({
      queryKey: adminIndicatorsKey,
      queryFn: ({ signal }) => call('adminIndicators', { signal }),
    }),
  );
export const useAdminNews = () =>
  useQuery(queryOptions({ queryKey: adminNewsKey, queryFn: ({ signal }) => call('adminNews', { signal }) }));

export type IndicatorInput = RouteInput<'adminCreateIndicator'>;
export type NewsInput = RouteInput<'adminCreateNews'>;

/** A save of either kind: a new one (POST, with its Idempotency-Key) or an edit (PUT with If-Match). */
type Save<I> = { input: I; key: string } & ({ id: string; revision: number } | { id?: undefined });

/** Writes of one kind; every write reads its list again (the public lists too), refused ones included. */
function useContentWrites<I>(
  listKey: readonly string[],
  publicKey: string,
  create: (input: I, key: string) => Promise<unknown>,
  update: (id: string, revision: number, input: I) => Promise<unknown>,
  remove: (id: string, revision: number) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      queryClient.invalidateQueries({ queryKey: [publicKey] }),
    ]);
  return {
    save: useMutation({
      mutationFn: (save: Save<I>) =>
        save.id === undefined ? create(save.input, save.key) : update(save.id, save.revision, save.input),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: ({ id, revision }: { id: string; revision: number }) => remove(id, revision),
      onSettled,
    }),
  };
}

const ifMatch = (revision: number) => ({ 'If-Match': String(revision) });

export const useIndicatorWrites = () =>
  useContentWrites<IndicatorInput>(
    adminIndicatorsKey,
    'indicators',
    (input, key) => call('adminCreateIndicator', { body: input, headers: { 'Idempotency-Key': key } }),
    (id, revision, input) =>
      call('adminUpdateIndicator', { params: { id }, body: input, headers: ifMatch(revision) }),
    (id, revision) => call('adminDeleteIndicator', { params: { id }, headers: ifMatch(revision) }),
  );

export const useNewsWrites = () =>
  useContentWrites<NewsInput>(
    adminNewsKey,
    'news',
    (input, key) => call('adminCreateNews', { body: input, headers: { 'Idempotency-Key': key } }),
    (id, revision, input) =>
      call('adminUpdateNews', { params: { id }, body: input, headers: ifMatch(revision) }),
    (id, revision) => call('adminDeleteNews', { params: { id }, headers: ifMatch(revision) }),
  );

/** POST /api/admin/news-images: the file itself as the body; answers its SHA-256 and checked type. */
export async function uploadNewsImage(file: File) {
  let response: Response;
  try {
    response = await fetch(pathOf('adminNewsImage'), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, readErrorBody(text));
  return JSON.parse(text) as RouteResponse<'adminNewsImage'>;
}
