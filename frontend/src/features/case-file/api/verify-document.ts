import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/documents/:id/verify: the stored bytes hashed now against the hash in the case's history. */
export function verifyDocument(documentId: string) {
  return call('verifyDocument', { params: { id: documentId } });
}

/** On demand (each check is logged), so a mutation rather than a cached query. */
export function useVerifyDocument() {
  return useMutation({ mutationFn: verifyDocument });
}
