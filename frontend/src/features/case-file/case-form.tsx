import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useAttemptKey } from '../../lib/attempt-key';
import { Button, cx, showToast } from '../../ui';
import { useWriteFailure } from './write-failure';

/**
 * A form of the case page: its fields and the submit button (pending while the write runs). With `title` (a
 * form below a list: a milestone, a document) it has its own heading, which names it, and a rule above it.
 */
export function CaseForm({
  onSubmit,
  title,
  isPending,
  submitLabel,
  pendingLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  title?: string;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={title ? titleId : undefined}
      className={cx('flex flex-col gap-4', title && 'mt-6 border-t border-slate-200 pt-5')}
    >
      {title && (
        <h3 id={titleId} className="font-semibold text-navy-900">
          {title}
        </h3>
      )}
      {children}
      <div>
        <Button type="submit" variant="primary" isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The mutation of an add to the case (a comment, a milestone, a required document). */
interface AddMutation<B> {
  isPending: boolean;
  mutateAsync: (variables: { caseId: string; body: B; key: string }) => Promise<unknown>;
}

/**
 * Sends an add to the case with its Idempotency-Key (the same while the same body is sent again after a
 * failure, see `useAttemptKey`); one at a time. Then `onAdded` (the form starts again) and the `added` toast;
 * or, on a failure, `useWriteFailure` with the `failure` toast and where the server's field errors go.
 */
export function useCaseAdd<B>(mutation: AddMutation<B>, caseId: string) {
  const attempt = useAttemptKey();
  const failed = useWriteFailure();
  return async (
    body: B,
    {
      onAdded,
      added,
      failure,
      placeFieldErrors,
    }: {
      onAdded: () => void;
      added: { title: string; description?: string };
      failure: { title: string; description: string };
      placeFieldErrors: (errors: Record<string, string>) => void;
    },
  ) => {
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync({ caseId, body, key: attempt.keyFor(body) });
      attempt.succeeded();
      onAdded();
      showToast({ ...added, tone: 'success' });
    } catch (error) {
      failed(error, failure, placeFieldErrors);
    }
  };
}
