import {
  type CasePriority,
  newestCaseEventsFirst,
  type PhaseStatus,
  type RecoveryHome,
  servicePlanLabels,
} from '@portal/contracts';
import { screenTexts, homeTexts as t } from '@portal/copy';
import { businessDaysRemaining } from '../../lib/business-days';
import { formatDate } from '../../lib/format';
import { keyedByOccurrence } from '../../lib/keys';
import { Badge, type BadgeColor, ButtonLink, Card, ProgressBar } from '../../ui';
import { AgentContact } from './AgentContact';
import { Documents } from './CaseDocuments';

/** Amounts as the home shows them: locale number, then the currency (client-portal.md §9). */
const amount = (value: string, currency: string) =>
  `${Number(value).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

const priorityBadge: Record<CasePriority, { label: string; color: BadgeColor }> = {
  high: { label: t.priorityLabels.high, color: 'red' },
  critical: { label: t.priorityLabels.critical, color: 'red' },
  normal: { label: t.priorityLabels.normal, color: 'blue' },
  low: { label: t.priorityLabels.low, color: 'grey' },
};
const phaseColor: Record<PhaseStatus, BadgeColor> = {
  completed: 'green',
  in_progress: 'blue',
  pending: 'grey',
};

/** Date shown for a phase (§4): its completion, else the estimated duration, else the estimated days. */
function phaseDate(phase: RecoveryHome['phases'][string]): string {
  if (phase.status === 'completed' && phase.completedAt) return t.completedOn(formatDate(phase.completedAt));
  return phase.estimatedDuration || `${phase.estimatedDays}`;
}

function Phases({ home }: { home: RecoveryHome }) {
  const now = new Date();
  const total = home.phaseOrder.length;
  const completed = home.phaseOrder.filter((k) => home.phases[k]?.status === 'completed').length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <Card title={t.statusPanel} icon="chart" level={3}>
      <ProgressBar label={t.overallProgress} value={percent} />
      <ol className="mt-4 flex flex-col gap-3">
        {home.phaseOrder.map((key) => {
          const phase = home.phases[key];
          if (!phase) return null;
          const active = phase.status === 'in_progress';
          const label = t.phaseStatus[phase.status];
          return (
            <li
              key={key}
              className={
                active
                  ? 'rounded-lg border-2 border-blue-300 bg-blue-50 p-3'
                  : 'rounded-lg border border-slate-200 p-3'
              }
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-navy-900">{phase.name}</span>
                <Badge color={phaseColor[phase.status]}>{label}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {phase.status === 'pending' ? `${t.phaseStatus.pendingHint} · ` : ''}
                {phaseDate(phase)}
              </p>
              {active && (
                <div className="mt-2 flex flex-col gap-1">
                  {phase.progress !== null && (
                    <ProgressBar label={phase.name} value={phase.progress} hideLabel />
                  )}
                  <p className="text-sm text-blue-900">
                    {t.businessDaysLeft(businessDaysRemaining(phase.estimatedDays, phase.startedAt, now))}
                  </p>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function Finances({ home }: { home: RecoveryHome }) {
  const rows = [
    [t.original, amount(home.originalAmount, home.currency)],
    [t.recovered, amount(home.recoveredAmount, home.currency)],
    [t.pending, amount(home.pendingAmount, home.currency)],
    [t.rate, `${home.recoveryRate}%`],
  ];
  return (
    <Card title={t.financialSummary} icon="coins" level={3}>
      <dl className="flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-500">
        {home.conversion
          ? t.converted(home.conversion.from, home.conversion.rate, formatDate(home.conversion.asOf))
          : home.currency !== 'MXN'
            ? t.inCurrency(home.currency)
            : null}
      </p>
    </Card>
  );
}

function CaseInfo({ home }: { home: RecoveryHome }) {
  const priority = priorityBadge[home.priority];
  const status = t.statusLabels[home.status];
  return (
    <Card
      title={t.caseInfo}
      icon="briefcase"
      level={3}
      actions={<Badge color={priority.color}>{priority.label}</Badge>}
    >
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{screenTexts.caseBanner.caseNumber}</dt>
          <dd className="font-mono font-semibold">{home.caseNumber}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t.statusPanel}</dt>
          <dd className="font-semibold">{status}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t.createdAt}</dt>
          <dd>{new Date(home.createdAt).toLocaleDateString('es-MX', { dateStyle: 'long' })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t.estimatedCompletion}</dt>
          <dd>{home.estimatedCompletion ? formatDate(home.estimatedCompletion) : t.notEstimated}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-600">{t.plan}</dt>
          <dd>
            {home.servicePlan ? (
              servicePlanLabels[home.servicePlan]
            ) : (
              <ButtonLink to="/recovery-options" variant="secondary" size="sm">
                {t.choosePlan}
              </ButtonLink>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Timeline({ home }: { home: RecoveryHome }) {
  const next = home.currentPhase ? (home.phases[home.currentPhase]?.nextSteps ?? []) : [];
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
      <Card title={t.timelineTitle} icon="clock" level={3}>
        <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
          {keyedByOccurrence(newestCaseEventsFirst(home.timeline), (e) => `${e.date}-${e.event}`).map(
            ({ key, item: entry }) => (
              <li key={key}>
                <p className="font-semibold text-navy-900">{entry.event}</p>
                <p className="text-sm text-slate-700">{entry.description}</p>
                <p className="text-xs text-slate-500">
                  {formatDate(entry.date)} · {t.timelineTypes[entry.type]}
                </p>
              </li>
            ),
          )}
        </ol>
      </Card>
      <Card title={t.nextStepsTitle} icon="flag" level={3}>
        {next.length === 0 ? (
          <p className="text-slate-600">{t.noNextSteps}</p>
        ) : (
          <ul className="flex list-inside list-disc flex-col gap-1 text-slate-800">
            {keyedByOccurrence(next, (s) => s).map(({ key, item: step }) => (
              <li key={key}>{step}</li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** The client's case: documents, phases with the financial summary, case info, timeline, next steps, agent. */
export function CaseSections({
  home,
  userId,
  owner,
}: {
  home: RecoveryHome;
  userId: string;
  owner: boolean;
}) {
  return (
    <section aria-label={t.caseInfo} className="flex flex-col gap-4">
      {owner && <Documents home={home} userId={userId} />}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Phases home={home} />
        <div className="flex flex-col gap-4">
          <Finances home={home} />
          <CaseInfo home={home} />
        </div>
      </div>
      <Timeline home={home} />
      <AgentContact home={home} />
    </section>
  );
}
