import { zodResolver } from '@hookform/resolvers/zod';
import {
  arcoKindLabels,
  type PrivacyQueueRow,
  privacyAnswerSchema,
  arcoAnswerTexts as t,
} from '@portal/contracts';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, userMessage } from '../../api/errors';
import { fieldErrorsOn } from '../../lib/field-errors';
import { unchosen } from '../../lib/unchosen';
import { Button, Dialog, FormTextArea, Icon, RadioGroup, showToast, TextField } from '../../ui';
import { useAnswerPrivacyRequest } from './api/answer-privacy-request';

type AnswerForm = z.input<typeof privacyAnswerSchema>;
type AnswerBody = z.output<typeof privacyAnswerSchema>;

/** The person's name as the queue shows it (an erased person's is the read model's 'Datos eliminados'). */
export const requesterName = (row: PrivacyQueueRow) => row.fullName || row.username;

/**
 * What accepting a cancellation does, before it is sent: the erasure, irreversible, and the confirmation that
 * staff mean it: the case number typed (or, for a requester without a case, a box ticked).
 */
function EraseConfirmation({
  row,
  typed,
  onType,
  ticked,
  onTick,
  error,
}: {
  row: PrivacyQueueRow;
  typed: string;
  onType: (value: string) => void;
  ticked: boolean;
  onTick: (value: boolean) => void;
  error: string | null;
}) {
  const errorId = useId();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border-2 border-red-500 bg-red-50 p-4 text-red-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
        {t.erase.title}
      </p>
      <p className="text-sm">{t.erase.body(requesterName(row))}</p>
      {row.caseNumber ? (
        <TextField
          label={t.erase.confirmLabel(row.caseNumber)}
          value={typed}
          onChange={onType}
          autoComplete="off"
          autoCapitalize="characters"
          errorMessage={error ?? undefined}
          isRequired
        />
      ) : (
        <div className="flex flex-col gap-1.5">
          <label className="flex cursor-pointer items-start gap-3 font-semibold">
            <input
              type="checkbox"
              checked={ticked}
              onChange={(e) => onTick(e.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-0.5 size-5 shrink-0 accent-red-700"
            />
            {t.erase.confirmCheckbox}
          </label>
          {error && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * An administrator answers a request (POST /api/privacy/requests/:id/answer): accept or refuse, and the words
 * to the person (required to refuse, the contracts' rule). Accepting a cancellation erases the person: a strong
 * warning and the case number typed first. A refusal of the server that concerns the decision itself (422: the
 * case is under legal hold, with its reason) stays in the dialog; others are a toast.
 */
export function AnswerDialog({ row, onClose }: { row: PrivacyQueueRow; onClose: () => void }) {
  const answer = useAnswerPrivacyRequest();
  const [typed, setTyped] = useState('');
  const [ticked, setTicked] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ title: string; message: string } | null>(null);
  const form = useForm<AnswerForm, unknown, AnswerBody>({
    resolver: zodResolver(privacyAnswerSchema),
    defaultValues: { outcome: unchosen(), answer: '' },
  });
  const outcome = useWatch({ control: form.control, name: 'outcome' });
  const erases = row.kind === 'cancellation' && outcome === 'accepted';
  const name = requesterName(row);

  const onSubmit = form.handleSubmit(async (body) => {
    if (answer.isPending) return;
    if (erases) {
      const confirmed = row.caseNumber ? typed.trim().toUpperCase() === row.caseNumber.toUpperCase() : ticked;
      if (!confirmed) {
        setConfirmError(t.erase.confirmMismatch);
        return;
      }
    }
    setRefusal(null);
    try {
      await answer.mutateAsync({ id: row.id, body });
      showToast({ ...(erases ? t.erased : t.answered), tone: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && !Object.keys(error.fieldErrors).length) {
        setRefusal({
          title: error.code === 'legal_hold' ? t.legalHold : t.failed,
          message: userMessage(error, t.failed),
        });
        return;
      }
      if (error instanceof ApiError) fieldErrorsOn(form, ['outcome', 'answer'])(error.fieldErrors);
      showToast({ title: t.failed, description: userMessage(error, t.failed), tone: 'error' });
      if (error instanceof ApiError && error.status === 409) onClose();
    }
  });

  return (
    <Dialog title={t.title} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-navy-900">{t.summary(arcoKindLabels[row.kind], name)}</p>
          {row.caseNumber && <p className="font-mono text-slate-700">{row.caseNumber}</p>}
          <p className="break-words whitespace-pre-line text-slate-800">{row.reason}</p>
        </div>
        <Controller
          control={form.control}
          name="outcome"
          render={({ field, fieldState }) => (
            <div className="flex flex-col gap-1">
              <RadioGroup
                label={t.outcome}
                name={field.name}
                value={field.value ?? ''}
                onChange={(value) => {
                  field.onChange(value);
                  setConfirmError(null);
                  setRefusal(null);
                }}
                options={[
                  { value: 'accepted', label: t.accept },
                  { value: 'refused', label: t.refuse },
                ]}
              />
              {fieldState.error?.message && (
                <p className="flex items-start gap-1 text-sm font-medium text-red-700">
                  <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
        <FormTextArea
          control={form.control}
          name="answer"
          label={t.answer}
          description={t.answerHint}
          rows={4}
          isRequired={outcome === 'refused'}
        />
        {erases && (
          <EraseConfirmation
            row={row}
            typed={typed}
            onType={(value) => {
              setTyped(value);
              setConfirmError(null);
            }}
            ticked={ticked}
            onTick={(value) => {
              setTicked(value);
              setConfirmError(null);
            }}
            error={confirmError}
          />
        )}
        {refusal && (
          <div
            role="alert"
            className="flex flex-col gap-1 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950"
          >
            <p className="flex items-start gap-2 font-semibold">
              <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              {refusal.title}
            </p>
            <p className="text-sm">{refusal.message}</p>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onPress={onClose} isDisabled={answer.isPending}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant={erases ? 'danger' : 'primary'}
            isPending={answer.isPending}
            pendingLabel={t.sending}
          >
            {erases ? t.erase.submit : t.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
