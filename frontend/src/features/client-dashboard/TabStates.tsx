import { screenTexts } from '@portal/contracts';
import type { ReactNode } from 'react';
import { describeFailure } from '../../api/failure';
import { Button, Icon, Spinner } from '../../ui';

/** A tab's list is loading. */
export function TabLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-700">
      <Spinner className="size-5 text-teal-700" /> {children}
    </p>
  );
}

/** A tab's list is empty. */
export function TabEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-slate-700">
      <Icon name="info" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <p>{children}</p>
    </div>
  );
}

/**
 * A tab's list could not be read: what failed, why (the words of `describeFailure`, never a status code) and
 * 'Reintentar'. The rest of the dashboard stays usable.
 */
export function TabError({
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
