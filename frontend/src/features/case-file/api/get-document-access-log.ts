import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/documents/:id/access-log (admins): every download and check, newest first. */
export function getDocumentAccessLog(documentId: string, signal?: AbortSignal) {
  return call('documentAccessLog', { params: { id: documentId }, signal });
}

export function useDocumentAccessLog(documentId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['document-access-log', documentId] as const,
      queryFn: ({ signal }) => getDocumentAccessLog(documentId, signal),
      enabled,
      refetchOnMount: 'always',
    }),
  );
}
