import { type RecoveryHome, recoveryPhaseKeys, recoveryPhaseLabels } from '@portal/contracts';
import { homeTexts, processTexts as t } from '@portal/copy';
import { useRecoveryHome } from '../../api/get-recovery-home';
import { PageShell } from '../../components/PageShell';
import { formatDate } from '../../lib/format';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useSessionUser } from '../../session/session';
import { Badge, type BadgeColor, ButtonLink, Icon, ProgressBar } from '../../ui';

const statusColor: Record<string, BadgeColor> = { completed: 'green', in_progress: 'blue' };

function phaseStatusLabel(status: string) {
  return status === 'completed' || status === 'in_progress'
    ? homeTexts.phaseStatus[status]
    : homeTexts.phaseStatus.pending;
}

/** One phase: what it is and how long it usually takes; with the client's case, where their case is in it. */
function Phase({
  index,
  phaseKey,
  own,
}: {
  index: number;
  phaseKey: (typeof recoveryPhaseKeys)[number];
  own?: RecoveryHome['phases'][string];
}) {
  const labels = recoveryPhaseLabels[phaseKey];
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
      >
        {index + 1}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-navy-900">{labels.name}</h2>
          {own && <Badge color={statusColor[own.status] ?? 'grey'}>{phaseStatusLabel(own.status)}</Badge>}
        </div>
        <p className="text-slate-700">{labels.description}</p>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Icon name="clock" className="size-4" /> {t.duration}: {t.phaseDurations[phaseKey]}
        </p>
        {own?.status === 'in_progress' && own.progress !== null && (
          <ProgressBar label={homeTexts.overallProgress} value={own.progress} />
        )}
        {own?.status === 'completed' && own.completedAt && (
          <p className="text-sm text-green-800">{homeTexts.completedOn(formatDate(own.completedAt))}</p>
        )}
      </div>
    </li>
  );
}

/**
 * /recovery-process (client-portal.md §2, §9): the four phases with their usual durations. A signed-in client
 * sees their own case's status of each phase instead of a sample; everyone else the explanation.
 */
export function RecoveryProcessPage() {
  useDocumentTitle(t.title);
  const user = useSessionUser();
  const isClient = user?.role === 'client';
  const home = useRecoveryHome(isClient ? user.id : undefined);
  const own = home.data;
  return (
    <PageShell width="medium">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
          <p className="text-lg text-slate-700">{t.intro}</p>
          {own ? (
            <p className="font-semibold text-teal-800">{t.yourCase(own.caseNumber)}</p>
          ) : isClient && home.isError ? (
            <p className="text-slate-700">{t.noCase}</p>
          ) : !isClient ? (
            <p className="text-slate-700">{t.signedOutNote}</p>
          ) : null}
        </div>
        <ol className="flex flex-col gap-4" aria-busy={isClient && home.isPending}>
          {recoveryPhaseKeys.map((key, index) => (
            <Phase key={key} index={index} phaseKey={key} own={own?.phases[key]} />
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          {!user && (
            <ButtonLink to="/register" variant="accent">
              {t.startCta} <Icon name="arrowRight" />
            </ButtonLink>
          )}
          <ButtonLink to="/recovery-options" variant="secondary">
            {t.optionsCta}
          </ButtonLink>
        </div>
      </div>
    </PageShell>
  );
}
