import {
  type ClientDashboard,
  dynamicTexts,
  fraudTypeLabels,
  phaseStatusLabel,
  screenTexts,
  serviceHours,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../api/get-health';
import { formatDate } from '../../lib/format';
import { AnchorButton, Badge, Card, Icon } from '../../ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import { phaseColor, urgencyBadge } from './labels';

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

function fraudTypeLabel(value: string): string {
  return (fraudTypeLabels as Record<string, string>)[value] ?? value;
}

export function PhaseList({
  phases,
  detailed = false,
}: {
  phases: ClientDashboard['recoveryProcess']['phases'];
  detailed?: boolean;
}) {
  if (phases.length === 0) return <p className="text-slate-600">{screenTexts.noPhases}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {phases.map((phase, index) => (
        <li
          key={`${phase.name}|${phase.date ?? ''}`}
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
                {(detailed || phase.date) && (
                  <p className="text-sm text-slate-600">
                    {[
                      detailed && phase.responsible
                        ? `${screenTexts.phaseResponsible}: ${phase.responsible}`
                        : '',
                      formatDate(phase.date),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                )}
              </div>
            </div>
            <Badge color={phaseColor(phase.status)}>{phaseStatusLabel(phase.status)}</Badge>
          </div>
        </li>
      ))}
    </ol>
  );
}

function AgentCard({ process }: { process: ClientDashboard['recoveryProcess'] }) {
  return (
    <Card title={screenTexts.agentTitle} icon="user">
      {process.assignedAgent ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 font-semibold text-white">
              {initials(process.assignedAgent)}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{process.assignedAgent}</p>
              {process.agentEmail && <p className="truncate text-sm text-slate-600">{process.agentEmail}</p>}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {process.agentPhone && (
              <AnchorButton href={`tel:${process.agentPhone}`} variant="accent" size="sm">
                <Icon name="phone" className="size-4" /> {screenTexts.callAgent}
              </AnchorButton>
            )}
            {process.agentEmail && (
              <AnchorButton
                href={`mailto:${process.agentEmail}?subject=${encodeURIComponent(dynamicTexts.agentEmailSubject(process.caseNumber))}`}
                variant="secondary"
                size="sm"
              >
                <Icon name="mail" className="size-4" /> {screenTexts.emailAgent}
              </AnchorButton>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-slate-900">{screenTexts.unassignedAgent}</p>
          <p className="text-sm text-slate-600">{screenTexts.agentUnassignedBody}</p>
        </div>
      )}
    </Card>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function SummaryTab({ data, userId }: { data: ClientDashboard; userId: string }) {
  const site = useSiteInfo();
  const { fraudCase, recoveryProcess, client, user } = data;
  const urgency = urgencyBadge(fraudCase.urgencyLevel);
  const orNotSpecified = (value: string | null) => value || screenTexts.notSpecified;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <Card title={screenTexts.caseDetailsTitle} icon="document">
          <Facts
            items={[
              { label: screenTexts.caseFields.fraudType, value: fraudTypeLabel(fraudCase.fraudType) },
              { label: screenTexts.caseFields.platform, value: fraudCase.platform },
              { label: screenTexts.caseFields.fraudDate, value: formatDate(fraudCase.fraudDate) },
              {
                label: screenTexts.caseFields.urgency,
                value: <Badge color={urgency.color}>{urgency.label}</Badge>,
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
        <ChangePasswordForm userId={userId} />
      </div>

      <div className="flex flex-col gap-6">
        <AgentCard process={recoveryProcess} />
        <Card title={screenTexts.serviceHoursTitle} icon="clock">
          <dl className="flex flex-col gap-2 text-sm">
            {serviceHours.map((row) => (
              <div key={row.days} className="flex justify-between gap-4">
                <dt className="text-slate-600">{row.days}</dt>
                <dd className="text-right font-medium text-slate-900">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </Card>
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
