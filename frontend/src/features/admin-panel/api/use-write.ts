import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** The header of an edit: the revision the admin read (409 when someone changed it meanwhile). */
export const ifMatch = (revision: number) => ({ 'If-Match': String(revision) });

/**
 * A write of the panels, and then the lists it changes read again, whether it was saved or refused as stale (a
 * refusal then shows the current state): the spec's "after successful writes, the related lists are refetched".
 */
export function useWrite<I, R>(write: (input: I) => Promise<R>, keys: (input: I) => readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: (_data, _error, input) =>
      Promise.all(keys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
