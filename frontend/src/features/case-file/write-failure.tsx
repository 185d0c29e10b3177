import { caseErrors } from '@portal/contracts';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { ApiError, userMessage } from '../../api/errors';
import { showToast } from '../../ui';

/** A 409 of a write whose If-Match was stale: someone else changed the case since the page read it. */
export function isStaleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'stale_revision';
}

const ConflictContext = createContext<(message: string) => void>(() => {});

/** Where the writes of the page report a stale revision: the page shows its banner with 'Recargar'. */
export function ConflictReporter({
  onConflict,
  children,
}: {
  onConflict: (message: string) => void;
  children: ReactNode;
}) {
  return <ConflictContext.Provider value={onConflict}>{children}</ConflictContext.Provider>;
}

/**
 * How a section tells a failed write: a stale revision goes to the page's banner (nothing typed is cleared);
 * any other failure is a toast with the server's message (or `failure.description`), and the server's field
 * errors go where `placeFieldErrors` (fieldErrorsOn) puts them.
 */
export function useWriteFailure() {
  const reportConflict = useContext(ConflictContext);
  return useCallback(
    (
      error: unknown,
      failure: { title: string; description: string },
      placeFieldErrors?: (errors: Record<string, string>) => void,
    ) => {
      if (isStaleRevision(error)) {
        reportConflict(userMessage(error, caseErrors.staleRevision));
        return;
      }
      if (placeFieldErrors && error instanceof ApiError) placeFieldErrors(error.fieldErrors);
      showToast({
        title: failure.title,
        description: userMessage(error, failure.description),
        tone: 'error',
      });
    },
    [reportConflict],
  );
}
