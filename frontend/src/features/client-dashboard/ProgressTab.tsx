import { type ClientDashboard, type DashboardPhase, phaseStatusLabel } from '@portal/contracts';
import { dynamicTexts, screenTexts, clientProgressTexts as texts } from '@portal/copy';
import { useState } from 'react';
import { phaseColor } from '../../components/case/colors';
import { businessDaysRemaining } from '../../lib/business-days';
import { formatDate, progressPercent } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { Badge, Card, cx, Icon, ProgressBar } from '../../ui';

/** What the phase in progress adds: its own progress (staff set it), next steps and remaining business days. */
function CurrentPhaseDetail({ phase, now }: { phase: DashboardPhase; now: Date }) {
  const remaining = businessDaysRemaining(phase.estimatedDays, phase.startedAt, now);
  return (
    <div className="mt-4 flex flex-col gap-4 border-t border-blue-200 pt-4">
      {phase.progress === null ? (
        // Staff have not set a percentage yet: no number is invented.
        <p className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="font-medium text-slate-700">{texts.phaseProgress}</span>
          <span className="font-semibold text-blue-800">{phaseStatusLabel('in_progress')}</span>
        </p>
      ) : (
        <ProgressBar label={texts.phaseProgress} value={phase.progress} />
      )}
      <p className="flex items-center gap-2 font-semibold text-blue-900">
        <Icon name="clock" className="size-5 shrink-0" /> {texts.businessDaysRemaining(remaining)}
      </p>
      <div className="rounded-lg bg-white p-4 ring-1 ring-blue-200">
        <h4 className="mb-2 font-semibold text-navy-900">{texts.nextStepsTitle}</h4>
        {phase.nextSteps.length === 0 ? (
          <p className="text-sm text-slate-600">{texts.noNextSteps}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {keyedByOccurrence(phase.nextSteps, (step) => step).map(({ key, item: step }) => (
              <li key={key} className="flex items-start gap-2 text-slate-800">
                <Icon name="arrowRight" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                <span>{step}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PhaseCard({
  phase,
  position,
  total,
  now,
}: {
  phase: DashboardPhase;
  position: number;
  total: number;
  now: Date;
}) {
  const current = phase.status === 'in_progress';
  const completedOn = phase.completedAt ?? phase.date;
  // Date shown (spec §4): the completion date, else the estimated duration, else the estimated days.
  const when =
    phase.status === 'completed' && completedOn
      ? { label: texts.completedOn, value: formatDate(completedOn) }
      : {
          label: texts.estimatedDuration,
          value: phase.estimatedDuration || texts.estimatedDays(phase.estimatedDays),
        };
  return (
    <li
      aria-current={current ? 'step' : undefined}
      className={cx(
        'rounded-xl border p-4 sm:p-5',
        current ? 'border-blue-300 bg-blue-50/70 ring-2 ring-blue-200' : 'border-slate-200 bg-white',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {texts.phaseOf(position, total)}
          </p>
          <h3 className="text-lg font-semibold text-navy-900">{phase.name}</h3>
        </div>
        <Badge color={phaseColor(phase.status)}>{phaseStatusLabel(phase.status)}</Badge>
      </div>
      {phase.description && <p className="mt-2 text-slate-700">{phase.description}</p>}
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{screenTexts.phaseResponsible}: </dt>
          <dd className="inline font-medium text-slate-900">{phase.responsible}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{when.label}: </dt>
          <dd className="inline font-medium text-slate-900">{when.value}</dd>
        </div>
      </dl>
      {phase.status !== 'completed' && !current && (
        <p className="mt-2 text-sm text-slate-600">{texts.pendingNote}</p>
      )}
      {current && <CurrentPhaseDetail phase={phase} now={now} />}
    </li>
  );
}

/** Progreso: the overall progress and every phase in detail; only the phase in progress has a bar. */
export function ProgressTab({ data }: { data: ClientDashboard }) {
  const phases = data.recoveryProcess.phases;
  const percent = progressPercent(phases);
  // The remaining days are counted from the moment the tab is shown.
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-6">
      <Card title={texts.overallTitle} icon="chart">
        <ProgressBar label={screenTexts.summaryCards.progress} value={percent} hideLabel />
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-semibold text-navy-900">{dynamicTexts.progressValue(percent)}</span>.{' '}
          {texts.overallHint}
        </p>
      </Card>
      <Card title={screenTexts.phasesTitle} icon="flag">
        {phases.length === 0 ? (
          <p className="text-slate-600">{screenTexts.noPhases}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {phases.map((phase, index) => (
              <PhaseCard key={phase.key} phase={phase} position={index + 1} total={phases.length} now={now} />
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
