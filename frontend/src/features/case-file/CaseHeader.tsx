import { type CaseFile, servicePlanLabels } from '@portal/contracts';
import { homeTexts, staffCaseTexts } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { formatDate, progressPercent } from '../../lib/format';
import { useSessionUser } from '../../session/session';
import { Badge, Icon, ProgressBar } from '../../ui';
import { priorityBadge } from './labels';

const t = staffCaseTexts.header;

/** The case at a glance: number, client, agent, priority and the progress of its phases. */
export function CaseHeader({ data }: { data: CaseFile }) {
  const percent = progressPercent(data.phases);
  const completed = data.phases.filter((p) => p.status === 'completed').length;
  const priority = priorityBadge(data.priority);
  const isAgent = useSessionUser()?.role === 'agent';
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/dashboard"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-navy-800 underline-offset-4 outline-hidden hover:underline focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-600"
      >
        <Icon name="arrowLeft" className="size-4" />
        {isAgent ? staffCaseTexts.backToDashboard : staffCaseTexts.backToHome}
      </Link>
      <section
        aria-labelledby="case-heading"
        className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-navy-900 to-navy-700 p-5 text-white shadow-md sm:p-8"
      >
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 id="case-heading" className="font-mono text-2xl font-bold break-all sm:text-3xl">
                <span className="sr-only">{t.caseNumber} </span>
                {data.caseNumber}
              </h1>
              <Badge color={priority.color}>{t.priority(priority.label)}</Badge>
            </div>
            <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-[auto_auto] sm:justify-start">
              <div className="flex flex-wrap gap-x-1.5">
                <dt className="text-navy-200">{t.client}:</dt>
                <dd className="font-semibold">{data.client.fullName}</dd>
              </div>
              <div className="flex flex-wrap gap-x-1.5">
                <dt className="text-navy-200">{t.agent}:</dt>
                <dd className="font-semibold">{data.agent?.name ?? t.unassigned}</dd>
              </div>
              <div className="flex flex-wrap gap-x-1.5">
                <dt className="text-navy-200">{t.openedOn}</dt>
                <dd>{formatDate(data.openedAt)}</dd>
              </div>
              <div className="flex flex-wrap gap-x-1.5">
                <dt className="text-navy-200">{homeTexts.plan}:</dt>
                <dd className="font-semibold">
                  {data.servicePlan ? servicePlanLabels[data.servicePlan] : homeTexts.noPlan}
                </dd>
                {data.servicePlan && data.servicePlanAcceptance && (
                  <dd className="w-full text-sm text-navy-200">
                    {t.planAccepted(
                      data.servicePlanAcceptance.feePercent,
                      data.servicePlanAcceptance.timeframe,
                      formatDate(data.servicePlanAcceptance.acceptedAt),
                    )}
                  </dd>
                )}
              </div>
            </dl>
          </div>
          <p className="sm:text-right">
            <span className="block text-4xl font-bold tabular-nums">{percent}%</span>
            <span className="text-sm text-navy-200">{t.progressHint(completed, data.phases.length)}</span>
          </p>
        </div>
        <ProgressBar label={t.progress} value={percent} tone="light" hideLabel />
      </section>
    </div>
  );
}
