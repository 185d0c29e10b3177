import { type ClientDashboard, fraudTypeLabels, servicePlanLabels } from '@portal/contracts';
import { dynamicTexts, homeTexts, screenTexts } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSiteInfo } from '../../api/get-health';
import { AgentCard } from '../../components/case/AgentCard';
import { PhaseList } from '../../components/case/PhaseList';
import { ServiceHoursCard } from '../../components/case/ServiceHoursCard';
import { formatDate } from '../../lib/format';
import { AnchorButton, Badge, Card, Icon, Spinner } from '../../ui';
import { urgencyBadge } from './labels';

/**
 * The password change loads after the case is on screen: its form (react-hook-form, react-aria's fields) is the
 * heaviest part of the summary and sits below the case's facts.
 */
const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

function Facts({ items }: { items: { label: string; value: ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? 'sm:col-span-2' : undefined}>
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-0.5 font-medium break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SummaryTab({ data, userId }: { data: ClientDashboard; userId: string }) {
  const site = useSiteInfo();
  const { fraudCase, recoveryProcess, client, user } = data;
  const urgency = urgencyBadge(fraudCase.urgencyLevel);
  const orNotSpecified = (value: string | null) => value || screenTexts.notSpecified;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Card title={screenTexts.caseDetailsTitle} icon="document">
          <Facts
            items={[
              { label: screenTexts.caseFields.fraudType, value: fraudTypeLabels[fraudCase.fraudType] },
              { label: screenTexts.caseFields.platform, value: fraudCase.platform },
              { label: screenTexts.caseFields.fraudDate, value: formatDate(fraudCase.fraudDate) },
              {
                label: screenTexts.caseFields.urgency,
                value: <Badge color={urgency.color}>{urgency.label}</Badge>,
              },
              {
                label: homeTexts.plan,
                value: recoveryProcess.servicePlan ? (
                  servicePlanLabels[recoveryProcess.servicePlan]
                ) : (
                  <Link to="/recovery-options" className="text-teal-800 underline underline-offset-4">
                    {homeTexts.choosePlan}
                  </Link>
                ),
              },
              {
                label: screenTexts.caseFields.description,
                value: <span className="font-normal whitespace-pre-line">{fraudCase.description}</span>,
                wide: true,
              },
            ]}
          />
        </Card>
        <Card title={screenTexts.phasesTitle} icon="chart">
          <PhaseList phases={recoveryProcess.phases} />
        </Card>
        <Suspense
          fallback={
            <Card title={screenTexts.changePasswordTitle} icon="shield">
              <div aria-busy="true" className="flex min-h-64 items-center justify-center">
                <Spinner className="size-6 text-teal-700" />
              </div>
            </Card>
          }
        >
          <ChangePasswordForm userId={userId} />
        </Suspense>
      </div>

      <div className="flex min-w-0 flex-col gap-6">
        <AgentCard process={recoveryProcess} />
        <ServiceHoursCard />
        <Card title={screenTexts.accountInfoTitle} icon="user">
          <dl className="flex flex-col gap-3">
            {[
              { label: screenTexts.accountFields.accountNumber, value: client.accountNumber, mono: true },
              { label: screenTexts.accountFields.email, value: orNotSpecified(user.email) },
              { label: screenTexts.accountFields.phone, value: orNotSpecified(client.contactPhone) },
              { label: screenTexts.accountFields.address, value: orNotSpecified(client.address) },
            ].map((row) => (
              <div key={row.label}>
                <dt className="text-sm text-slate-600">{row.label}</dt>
                <dd
                  className={
                    row.mono
                      ? 'font-mono font-semibold break-all text-navy-900'
                      : 'font-medium break-words text-slate-900'
                  }
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        {site.supportEmail && (
          <Card title={screenTexts.supportTitle} icon="mail">
            <p className="text-sm text-slate-700">{screenTexts.supportBody}</p>
            <AnchorButton
              href={`mailto:${site.supportEmail}?subject=${encodeURIComponent(dynamicTexts.supportEmailSubject(recoveryProcess.caseNumber))}`}
              variant="secondary"
              size="sm"
              className="mt-4"
            >
              <Icon name="mail" className="size-4" /> {screenTexts.contactSupport}
            </AnchorButton>
          </Card>
        )}
      </div>
    </div>
  );
}
