import { screenTexts } from '@portal/copy/screen';
import type { ReactNode } from 'react';
import { describeFailure } from '../api/failure';
import { Button, Icon, Spinner } from '../ui';

/**
 * The states of a list inside a page (a tab of the client's case, a section of a staff screen), while the rest
 * of the page stays usable: loading, empty, and a failed read with 'Reintentar'. A whole screen's failure is
 * `QueryErrorState`'s.
 */

/** What `ListQuery` reads of a TanStack query. */
interface ListQueryState<T> {
  data: T | undefined;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The read of a list, as one of: the list (`children`, with the data; it stays while a later refetch fails),
 * `empty` when the list has nothing (or the query is not enabled: there is nothing to read), the failure
 * (`loadFailed`, the reason, 'Reintentar'), or the loading message.
 */
export function ListQuery<T extends readonly unknown[]>({
  query,
  loading,
  loadFailed,
  empty,
  children,
}: {
  query: ListQueryState<T>;
  loading: string;
  loadFailed: string;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) {
    return query.data.length === 0 ? <ListEmpty>{empty}</ListEmpty> : children(query.data);
  }
  if (query.isPending && query.fetchStatus === 'idle') return <ListEmpty>{empty}</ListEmpty>;
  if (query.isError) return <ListError title={loadFailed} error={query.error} onRetry={query.refetch} />;
  return <ListLoading>{loading}</ListLoading>;
}

/** The list is loading. */
export function ListLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
      <Spinner className="size-5 text-teal-700" /> {children}
    </p>
  );
}

/** The list is empty (or nothing matches); `action`: a way out next to the words (e.g. clear the search). */
export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-700 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        {children}
      </p>
      {action}
    </div>
  );
}

/**
 * The list could not be read: what failed (`title`), why (the words of `describeFailure`, never a status code)
 * and 'Reintentar' (`onRetry`, the query's refetch), which a 401 or a 403 do not get: retrying cannot help.
 */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  const failure = describeFailure(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" /> {title}
      </p>
      <p className="text-sm">{failure.message}</p>
      {failure.kind !== 'unauthenticated' && failure.kind !== 'forbidden' && (
        <Button variant="secondary" size="sm" onPress={() => void onRetry()}>
          <Icon name="refresh" className="size-4" /> {screenTexts.retry}
        </Button>
      )}
    </div>
  );
}
