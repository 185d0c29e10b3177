import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, pathOf } from '../../../api/client';

/** GET /api/privacy/my-data: everything the firm holds about the signed-in person (the readable page). */
export function getMyData(signal?: AbortSignal) {
  return call('myData', { signal });
}

/** The same JSON as a file (`?download=1`: the server answers it as an attachment), for a plain link. */
export const myDataDownloadHref = `${pathOf('myData')}?download=1`;

export const myDataQueryKey = (userId: string) => ['my-data', userId] as const;

/** A copy made now: read again each time the page is shown. */
export function myDataQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myDataQueryKey(userId),
    queryFn: ({ signal }) => getMyData(signal),
    enabled: userId !== '',
    refetchOnMount: 'always',
  });
}

export function useMyData(userId: string) {
  return useQuery(myDataQueryOptions(userId));
}
