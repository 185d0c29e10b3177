import type { CaseFile } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { caseCommentsQueryKey } from './get-case-comments';
import { caseFileQueryKey } from './get-case-file';

/** The header of a write that edits or removes: the revision of the case the person read. */
export const ifMatch = (revision: number) => ({ 'If-Match': String(revision) });

/**
 * What every write on a case does once the server accepted it: the case's revision moves to the one the write
 * answered (so a second write made before the refetch lands does not look stale), then the case (and, after a
 * comment, the comments) is read again. The mutation stays pending until that read is back, so its buttons stay
 * disabled until the page shows the result.
 */
export function useAfterCaseWrite(caseNumber: string) {
  const queryClient = useQueryClient();
  return async ({ revision, comments = false }: { revision?: number; comments?: boolean } = {}) => {
    if (revision !== undefined) {
      queryClient.setQueryData<CaseFile>(caseFileQueryKey(caseNumber), (old) =>
        old && old.revision < revision ? { ...old, revision } : old,
      );
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: caseFileQueryKey(caseNumber) }),
      comments ? queryClient.invalidateQueries({ queryKey: caseCommentsQueryKey(caseNumber) }) : null,
    ]);
  };
}
