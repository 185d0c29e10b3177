import { zodResolver } from '@hookform/resolvers/zod';
import { type CaseFile, casePhaseUpdateSchema, caseValidation } from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorsOn } from '../../lib/field-errors';
import { Button, Dialog, FormNumberField, FormTextField, Icon, ProgressBar, showToast } from '../../ui';
import type { CasePhaseWrite } from './api/update-case-phase';
import { type Phase, type PhaseMutation, pendingWrite } from './phase-write';
import { useWriteFailure } from './write-failure';

const t = staffCaseTexts.phases;

const MAX_NEXT_STEPS = 10;

/**
 * casePhaseUpdateSchema's progress and next steps (their rules and messages), as the form holds them: a field
 * array needs objects, so each step is `{ text }`.
 */
const { progress: progressSchema, nextSteps: nextStepsSchema } = casePhaseUpdateSchema.shape;
const phaseFormSchema = z.object({
  progress: progressSchema.unwrap(),
  nextSteps: z
    .array(z.object({ text: nextStepsSchema.unwrap().element }))
    .max(MAX_NEXT_STEPS, caseValidation.nextStepsTooMany),
});
type PhaseFormValues = z.input<typeof phaseFormSchema>;

function valuesOf(phase: Phase): PhaseFormValues {
  return { progress: phase.progress ?? 0, nextSteps: phase.nextSteps.map((text) => ({ text })) };
}

/**
 * The phase in progress: its progress (0–100) and next steps, saved together; 'Completar fase' after a
 * confirmation. When the case is read again, what the person did not touch takes the new values; what they
 * typed stays (a conflict loses nothing).
 */
export function CurrentPhaseForm({
  phase,
  next,
  data,
  mutation,
}: {
  phase: Phase;
  next: Phase | null;
  data: CaseFile;
  mutation: PhaseMutation;
}) {
  const values = useMemo(() => valuesOf(phase), [phase]);
  const form = useForm<PhaseFormValues>({
    resolver: zodResolver(phaseFormSchema),
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const steps = useFieldArray({ control: form.control, name: 'nextSteps' });
  const [confirming, setConfirming] = useState(false);
  const failed = useWriteFailure();
  const pending = pendingWrite(mutation);
  const saving = pending?.key === phase.key && pending.status === 'in_progress';
  const completing = pending?.key === phase.key && pending.status === 'completed';
  const progress = form.watch('progress');

  const write = (body: CasePhaseWrite['body']) =>
    mutation.mutateAsync({ caseId: data.caseId, phaseKey: phase.key, revision: data.revision, body });

  const placeFieldErrors = (errors: Record<string, string>) => {
    const fields: FieldPath<PhaseFormValues>[] = ['progress'];
    for (const key of Object.keys(errors)) {
      const step = /^nextSteps\.(\d+)$/.exec(key);
      if (step) fields.push(`nextSteps.${Number(step[1])}.text`);
    }
    const renamed = Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [
        /^nextSteps\.\d+$/.test(key) ? `${key}.text` : key,
        message,
      ]),
    );
    if (errors.nextSteps) form.setError('nextSteps', { type: 'server', message: errors.nextSteps });
    fieldErrorsOn(form, fields)(renamed);
  };

  const onSave = form.handleSubmit(async (input) => {
    if (mutation.isPending) return;
    const body = {
      status: 'in_progress' as const,
      progress: input.progress,
      nextSteps: input.nextSteps.map((s) => s.text.trim()),
    };
    try {
      await write(body);
      form.reset(form.getValues());
      showToast({ ...staffCaseTexts.toasts.progressSaved, tone: 'success' });
    } catch (error) {
      failed(error, staffCaseTexts.toasts.writeFailure, placeFieldErrors);
    }
  });

  const onComplete = async () => {
    try {
      await write({ status: 'completed' });
      setConfirming(false);
      showToast({
        ...(next ? staffCaseTexts.toasts.phaseCompleted : staffCaseTexts.toasts.lastPhaseCompleted),
        tone: 'success',
      });
    } catch (error) {
      setConfirming(false);
      failed(error, staffCaseTexts.toasts.writeFailure);
    }
  };

  const stepsError =
    form.formState.errors.nextSteps?.root?.message ?? form.formState.errors.nextSteps?.message;

  return (
    <form onSubmit={onSave} noValidate className="flex flex-col gap-4 border-t border-blue-200 pt-4">
      <ProgressBar
        label={t.progressBar}
        value={typeof progress === 'number' && Number.isFinite(progress) ? progress : 0}
      />
      <FormNumberField
        control={form.control}
        name="progress"
        label={t.progressLabel}
        description={t.progressHint}
        minValue={0}
        maxValue={100}
        step={1}
        isRequired
        isDisabled={mutation.isPending}
      />
      <fieldset className="flex flex-col gap-3" aria-describedby={`${phase.key}-steps-hint`}>
        <legend className="text-sm font-semibold text-slate-800">{t.nextStepsTitle}</legend>
        <p id={`${phase.key}-steps-hint`} className="text-sm text-slate-600">
          {t.nextStepsHint}
        </p>
        {steps.fields.length === 0 && <p className="text-sm text-slate-700">{t.noNextSteps}</p>}
        <ol className="flex flex-col gap-3">
          {steps.fields.map((field, index) => (
            <li key={field.id} className="flex items-end gap-2">
              <FormTextField
                control={form.control}
                name={`nextSteps.${index}.text`}
                label={t.nextStepLabel(index + 1)}
                className="min-w-0 flex-1"
                isDisabled={mutation.isPending}
              />
              <Button
                variant="ghost"
                aria-label={t.removeNextStep(index + 1)}
                onPress={() => steps.remove(index)}
                isDisabled={mutation.isPending}
                className="mb-0 shrink-0"
              >
                <Icon name="close" />
              </Button>
            </li>
          ))}
        </ol>
        {stepsError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {stepsError}
          </p>
        )}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => steps.append({ text: '' }, { shouldFocus: true })}
            isDisabled={mutation.isPending || steps.fields.length >= MAX_NEXT_STEPS}
          >
            {t.addNextStep}
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          type="submit"
          variant="primary"
          isPending={saving}
          isDisabled={mutation.isPending && !saving}
          pendingLabel={t.savingProgress}
        >
          {t.saveProgress}
        </Button>
        <Button
          variant="accent"
          onPress={() => setConfirming(true)}
          isPending={completing}
          isDisabled={mutation.isPending && !completing}
          pendingLabel={t.completing}
        >
          <Icon name="check" /> {t.complete}
        </Button>
      </div>
      <Dialog
        title={t.completeTitle}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!completing) setConfirming(open);
        }}
        isDismissable={!completing}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close} isDisabled={completing}>
              {t.cancel}
            </Button>
            <Button
              variant="accent"
              onPress={() => void onComplete()}
              isPending={completing}
              pendingLabel={t.completing}
            >
              {t.confirmComplete}
            </Button>
          </>
        )}
      >
        <div className="flex flex-col gap-3">
          <p>{t.completeBody(phase.name, next?.name ?? null)}</p>
          {form.formState.isDirty && <p className="font-medium text-amber-900">{t.completeUnsaved}</p>}
        </div>
      </Dialog>
    </form>
  );
}
