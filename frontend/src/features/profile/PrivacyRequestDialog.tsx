import { arcoKindLabels, type PrivacyRequestKind, type privacyRequestInputSchema } from '@portal/contracts';
import { myDataTexts as t } from '@portal/copy';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { useAttemptKey } from '../../lib/attempt-key';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDate } from '../../lib/format';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button, Dialog, FormTextArea, Icon, showToast } from '../../ui';
import { useFilePrivacyRequest } from './api/file-privacy-request';

/** The request form's checks (privacy-request-resolver.ts), loaded with the first check. */
const requestResolver = lazyResolver(() => import('./privacy-request-resolver'));

type RequestForm = z.input<typeof privacyRequestInputSchema>;
type RequestBody = z.output<typeof privacyRequestInputSchema>;

/** What a cancellation means, said before the person sends it: erasure, the end of the work, legal holds. */
function CancellationWarning() {
  const w = t.cancellationWarning;
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
        {w.title}
      </p>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
        <li>{w.erases}</li>
        <li>{w.caseEnds}</li>
        <li>{w.legalHold}</li>
      </ul>
    </div>
  );
}

/** The box a person ticks to send a cancellation: what it means, said in their own name. */
function ConfirmBox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 font-semibold text-navy-900">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-teal-700"
        />
        {t.cancellationWarning.confirm}
      </label>
      {error && (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-red-700">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A request of rectification, cancellation or opposition (POST /api/privacy/requests) in a dialog: the reason,
 * required, with the contracts' message; a cancellation also shows what it means and asks the person to confirm.
 * The server's refusal (an open request of the same kind: 409) is its own message in a toast.
 */
export function PrivacyRequestDialog({
  userId,
  kind,
  onClose,
}: {
  userId: string;
  kind: PrivacyRequestKind;
  onClose: () => void;
}) {
  const file = useFilePrivacyRequest(userId);
  const attempt = useAttemptKey();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const form = useForm<RequestForm, unknown, RequestBody>({
    resolver: requestResolver,
    defaultValues: { kind, reason: '' },
  });
  const isCancellation = kind === 'cancellation';

  const onSubmit = form.handleSubmit(async (body) => {
    if (file.isPending) return;
    if (isCancellation && !confirmed) {
      setConfirmError(t.cancellationWarning.confirmRequired);
      return;
    }
    try {
      const { request } = await file.mutateAsync({ body, key: attempt.keyFor(body) });
      attempt.succeeded();
      showToast({ ...t.sent(arcoKindLabels[kind], formatDate(request.dueOn)), tone: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError) fieldErrorsOn(form, ['reason'])(error.fieldErrors);
      showToast({ title: t.sendFailed, description: userMessage(error, t.sendFailed), tone: 'error' });
    }
  });

  return (
    <Dialog
      title={t.requestAction[kind]}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      role={isCancellation ? 'alertdialog' : 'dialog'}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {isCancellation && <CancellationWarning />}
        <FormTextArea
          control={form.control}
          name="reason"
          label={t.reasonLabel[kind]}
          description={t.dueHint}
          rows={5}
          isRequired
        />
        {isCancellation && (
          <ConfirmBox
            checked={confirmed}
            onChange={(checked) => {
              setConfirmed(checked);
              if (checked) setConfirmError(null);
            }}
            error={confirmError}
          />
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onPress={onClose} isDisabled={file.isPending}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant={isCancellation ? 'danger' : 'primary'}
            isPending={file.isPending}
            pendingLabel={t.sending}
          >
            {t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
