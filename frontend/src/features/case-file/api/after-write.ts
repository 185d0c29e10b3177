import type { CaseFile } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { agentClientsQueryPrefix } from '../../../api/get-agent-clients';
import { caseFileQueryKey } from '../../../api/get-case-file';

/** The header of a write that edits or removes: the revision of the case the person read. */
export const ifMatch = (revision: number) => ({ 'If-Match': String(revision) });

/**
 * The cached case once an If-Match write was accepted: its revision moves to the one the write answered only
 * when the cache still holds the revision the write was sent with. The server then vouches that nobody wrote in
 * between, so the cached data plus this write is the answered revision, and a second write made before the
 * refetch lands does not look stale. Any other cache (already read again, or another revision) stays as it is.
 */
export function withWriteRevision(
  old: CaseFile | undefined,
  write: { sent: number; answered: number },
): CaseFile | undefined {
  if (!old || old.revision !== write.sent || write.answered <= old.revision) return old;
  return { ...old, revision: write.answered };
}

/**
 * What every write on a case does once the server accepted it: after an If-Match write (`write`: the revision
 * sent and the one answered) the cached revision may move (`withWriteRevision`). An add sends no If-Match and
 * the server retries it over other people's writes, so its answered revision may hold changes this page never
 * showed: it moves nothing, and the next edit keeps the revision the page shows until the refetch brings the
 * new data. Then the case is read again, and every list of cases is
 * marked stale (Mis clientes shows the phase, the progress and the last activity). The mutation stays pending
 * until the case's read is back, so its buttons stay disabled until the page shows the result.
 */
export function useAfterCaseWrite(caseNumber: string) {
  const queryClient = useQueryClient();
  return async ({ write }: { write?: { sent: number; answered: number } } = {}) => {
    if (write) {
      queryClient.setQueryData<CaseFile>(caseFileQueryKey(caseNumber), (old) =>
        withWriteRevision(old, write),
      );
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: caseFileQueryKey(caseNumber) }),
      queryClient.invalidateQueries({ queryKey: agentClientsQueryPrefix }),
    ]);
  };
}
