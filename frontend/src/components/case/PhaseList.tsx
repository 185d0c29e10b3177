import { type ClientDashboard, phaseStatusLabel } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import { formatDate } from '../../lib/format';
import { Badge, Icon } from '../../ui';
import { phaseColor } from './colors';

/** The phases of a case in order, each with its status (the dashboard's Resumen and the welcome tour). */
export function PhaseList({ phases }: { phases: ClientDashboard['recoveryProcess']['phases'] }) {
  if (phases.length === 0) return <p className="text-slate-600">{screenTexts.noPhases}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {phases.map((phase, index) => (
        <li
          key={phase.key}
          className={
            phase.status === 'in_progress'
              ? 'rounded-lg border border-blue-200 bg-blue-50/60 p-4'
              : 'rounded-lg border border-slate-200 p-4'
          }
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex items-start gap-3">
              <span
                className={
                  phase.status === 'completed'
                    ? 'flex size-7 shrink-0 items-center justify-center rounded-full bg-green-600 text-white'
                    : 'flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700'
                }
              >
                {phase.status === 'completed' ? <Icon name="check" className="size-4" /> : index + 1}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{phase.name}</p>
                {phase.date && <p className="text-sm text-slate-600">{formatDate(phase.date)}</p>}
              </div>
            </div>
            <Badge color={phaseColor(phase.status)}>{phaseStatusLabel(phase.status)}</Badge>
          </div>
        </li>
      ))}
    </ol>
  );
}
