import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseFile,
  casePhaseUpdateSchema,
  caseValidation,
  type RecoveryPhaseKey,
  staffCaseTexts,
} from '@portal/contracts';
import { useMemo, useState } from 'react';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorsOn } from '../../lib/field-errors';
import { formatDate } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import {
  Badge,
  Button,
  Card,
  cx,
  Dialog,
  FormNumberField,
  FormTextField,
  Icon,
  ProgressBar,
  showToast,
} from '../../ui';
import { type CasePhaseWrite, useUpdateCasePhase } from './api/update-case-phase';
import { phaseStatusBadge } from './labels';
import { useWriteFailure } from './write-failure';

const t = staffCaseTexts.phases;
type Phase = CaseFile['phases'][number];
type PhaseMutation = ReturnType<typeof useUpdateCasePhase>;

/** The mutation's phase and kind of write, while one is being saved. */
function pendingWrite(mutation: PhaseMutation): { key: RecoveryPhaseKey; status: string } | null {
  if (!mutation.isPending || !mutation.variables) return null;
  return { key: mutation.variables.phaseKey, status: mutation.variables.body.status };
}

/**
 * The phases in order, each with its status, dates and responsible. The phase in progress has its progress and
 * next steps ('Guardar avance') and 'Completar fase' (confirmed: the next phase starts); when none is in
 * progress, the first pending one after the completed ones has 'Iniciar fase'. One write at a time: while one is
 * saved, every phase action waits.
 */
export function PhasesSection({ data, caseNumber }: { data: CaseFile; caseNumber: string }) {
  const mutation = useUpdateCasePhase(caseNumber);
  const canWrite = useMayCall('updateCasePhase');
  const { phases } = data;
  const inProgress = phases.some((p) => p.status === 'in_progress');
  const startable = inProgress ? -1 : phases.findIndex((p) => p.status !== 'completed');
  const allCompleted = phases.length > 0 && phases.every((p) => p.status === 'completed');

  return (
    <Card title={t.title} icon="flag" headingId="case-phases">
      {phases.length === 0 ? (
        <p className="text-slate-700">{t.empty}</p>
      ) : (
        <>
          {allCompleted && (
            <p className="mb-4 flex items-center gap-2 rounded-lg bg-green-50 p-3 font-medium text-green-900">
              <Icon name="check" className="size-5 text-green-700" />
              {t.allCompleted}
            </p>
          )}
          <ol className="flex flex-col gap-4">
            {phases.map((phase, index) => (
              <PhaseItem
                key={phase.key}
                phase={phase}
                position={index + 1}
                total={phases.length}
                next={phases[index + 1] ?? null}
                canStart={canWrite && index === startable}
                canWrite={canWrite}
                data={data}
                mutation={mutation}
              />
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}

function PhaseItem({
  phase,
  position,
  total,
  next,
  canStart,
  canWrite,
  data,
  mutation,
}: {
  phase: Phase;
  position: number;
  total: number;
  next: Phase | null;
  canStart: boolean;
  /** Whether the person may change the phases; without, the phase in progress shows its progress as text. */
  canWrite: boolean;
  data: CaseFile;
  mutation: PhaseMutation;
}) {
  const status = phaseStatusBadge(phase.status);
  const current = phase.status === 'in_progress';
  const headingId = `phase-${phase.key}`;
  return (
    <li
      aria-labelledby={headingId}
      aria-current={current ? 'step' : undefined}
      className={cx(
        'flex flex-col gap-3 rounded-xl border p-4',
        current ? 'border-blue-300 bg-blue-50/40' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-sm text-slate-600">{t.phaseOf(position, total)}</span>
          <h3 id={headingId} className="text-lg font-semibold text-navy-900">
            {phase.name}
          </h3>
        </div>
        <Badge color={status.color}>{status.label}</Badge>
      </div>
      <p className="text-slate-700">{phase.description}</p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-slate-600">{t.responsible}:</dt>
          <dd className="font-medium text-slate-900">{phase.responsible}</dd>
        </div>
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-slate-600">{t.startedOn}:</dt>
          <dd className="text-slate-900">{formatDate(phase.startedAt, t.notStarted)}</dd>
        </div>
        {phase.completedAt && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-slate-600">{t.completedOn}:</dt>
            <dd className="text-slate-900">{formatDate(phase.completedAt)}</dd>
          </div>
        )}
        {phase.status !== 'completed' && (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-slate-600">{t.estimatedDuration}:</dt>
            <dd className="text-slate-900">{phase.estimatedDuration}</dd>
          </div>
        )}
      </dl>
      {current &&
        (canWrite ? (
          <CurrentPhaseForm phase={phase} next={next} data={data} mutation={mutation} />
        ) : (
          <CurrentPhaseFacts phase={phase} />
        ))}
      {canStart && <StartPhase phase={phase} data={data} mutation={mutation} />}
    </li>
  );
}

/** The phase in progress for a role that reads it only: its progress and next steps, nothing to edit. */
function CurrentPhaseFacts({ phase }: { phase: Phase }) {
  return (
    <div className="flex flex-col gap-3 border-t border-blue-200 pt-4">
      <ProgressBar label={t.progressBar} value={phase.progress ?? 0} />
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-800">{t.nextStepsTitle}</h4>
        {phase.nextSteps.length === 0 ? (
          <p className="text-sm text-slate-700">{t.noNextSteps}</p>
        ) : (
          <ol className="list-decimal pl-5 text-slate-800">
            {phase.nextSteps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are plain texts in their saved order
              <li key={index}>{step}</li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

function StartPhase({ phase, data, mutation }: { phase: Phase; data: CaseFile; mutation: PhaseMutation }) {
  const failed = useWriteFailure();
  const pending = pendingWrite(mutation);
  const start = async () => {
    try {
      await mutation.mutateAsync({
        caseId: data.caseId,
        phaseKey: phase.key,
        revision: data.revision,
        body: { status: 'in_progress' },
      });
      showToast({ ...staffCaseTexts.toasts.phaseStarted, tone: 'success' });
    } catch (error) {
      failed(error, staffCaseTexts.toasts.writeFailure);
    }
  };
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{t.startHint}</p>
      <Button
        variant="accent"
        onPress={() => void start()}
        isPending={pending?.key === phase.key}
        isDisabled={mutation.isPending}
        pendingLabel={t.starting}
      >
        {t.start}
      </Button>
    </div>
  );
}

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
function CurrentPhaseForm({
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
