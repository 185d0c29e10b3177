import { type ClientDashboard, casePriorityLabel } from '@portal/contracts';
import { dynamicTexts, screenTexts } from '@portal/copy';
import type { ReactNode } from 'react';
import { formatAmount, formatDate, progressPercent } from '../../lib/format';
import { Badge, Icon, type IconName } from '../../ui';
import { priorityColor } from './colors';

function SummaryCard({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800 sm:flex">
          <Icon name={icon} className="size-4.5" />
        </span>
        <h2>{label}</h2>
      </div>
      <div className="text-lg font-bold break-words text-navy-900 sm:text-2xl">{children}</div>
    </div>
  );
}

/** The four cards of a case (spec §2): lost capital, progress, estimated completion, priority. */
export function CaseSummaryCards({ data }: { data: ClientDashboard }) {
  const { fraudCase, recoveryProcess } = data;
  const percent = progressPercent(recoveryProcess.phases);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard icon="coins" label={screenTexts.summaryCards.lostCapital}>
        {formatAmount(fraudCase.lossAmount, fraudCase.currency)}
      </SummaryCard>
      <SummaryCard icon="chart" label={screenTexts.summaryCards.progress}>
        <span className="tabular-nums">{percent}%</span>
        <span className="sr-only"> ({dynamicTexts.progressValue(percent)})</span>
      </SummaryCard>
      <SummaryCard icon="calendar" label={screenTexts.summaryCards.estimatedCompletion}>
        <span className="text-base sm:text-xl">
          {formatDate(recoveryProcess.estimatedCompletion, screenTexts.toBeDefined)}
        </span>
      </SummaryCard>
      <SummaryCard icon="flag" label={screenTexts.summaryCards.priority}>
        <Badge color={priorityColor(recoveryProcess.priority)} className="px-3 py-1 text-sm sm:text-base">
          {casePriorityLabel(recoveryProcess.priority)}
        </Badge>
      </SummaryCard>
    </div>
  );
}
