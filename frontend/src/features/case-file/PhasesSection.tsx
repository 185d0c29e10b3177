import type { CaseFile } from '@portal/contracts';
import { staffCaseTexts } from '@portal/copy';
import { formatDate } from '../../lib/format';
import { useMayCall } from '../../session/permissions';
import { Badge, Button, Card, cx, Icon, ProgressBar, showToast } from '../../ui';
import { useUpdateCasePhase } from './api/update-case-phase';
import { CurrentPhaseForm } from './CurrentPhaseForm';
import { phaseStatusBadge } from './labels';
import { type Phase, type PhaseMutation, pendingWrite } from './phase-write';
import { useWriteFailure } from './write-failure';

const t = staffCaseTexts.phases;

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
