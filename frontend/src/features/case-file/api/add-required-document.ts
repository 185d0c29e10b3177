import type { RouteInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { useAfterCaseWrite } from './after-write';

/** POST /api/cases/:caseId/required-documents: one of the catalog, or one staff name (an add: no If-Match). */
export function addRequiredDocument({
  caseId,
  body,
  key,
}: {
  caseId: string;
  body: RouteInput<'addRequiredDocument'>;
  /** Idempotency-Key: a retry of the same add adds nothing. */
  key: string;
}) {
  return call('addRequiredDocument', { params: { caseId }, body, idempotencyKey: key });
}

export function useAddRequiredDocument(caseNumber: string) {
  const afterWrite = useAfterCaseWrite(caseNumber);
  return useMutation({
    mutationFn: addRequiredDocument,
    // An add sent no If-Match: its answered revision moves nothing (see useAfterCaseWrite).
    onSuccess: () => afterWrite(),
  });
}
