import { type AgentClient, type UrgencyLevel, urgencyColors, urgencyOptionLabels } from '@portal/contracts';
import { agentClientsTexts as texts } from '@portal/copy';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { Badge, Icon, ProgressBar } from '../../ui';
import { relativeTime } from './list';

// The parts of a case's row, shared by the table of wide screens and the cards of a phone.

/** The case's current phase, or whether it is completed or not started. */
export function phaseOf(row: AgentClient): string {
  if (row.currentPhase) return row.currentPhase;
  return row.progress >= 100 ? texts.completed : texts.noCurrentPhase;
}

export function UrgencyBadge({ level, withName }: { level: UrgencyLevel; withName?: boolean }) {
  return (
    <Badge color={urgencyColors[level]}>
      {withName && <span className="sr-only">{texts.columns.urgency}: </span>}
      {urgencyOptionLabels[level]}
    </Badge>
  );
}

export function Progress({ row }: { row: AgentClient }) {
  return (
    <div className="flex items-center gap-2">
      <ProgressBar
        label={texts.progressOf(row.caseNumber)}
        value={row.progress}
        hideLabel
        className="min-w-20 flex-1"
      />
      <span aria-hidden="true" className="w-11 text-right text-sm font-semibold text-slate-800 tabular-nums">
        {row.progress}%
      </span>
    </div>
  );
}

/** 'hace 3 horas', with the exact date and time as its title and for screen readers. */
export function LastActivity({ value, now }: { value: string; now: Date }) {
  const exact = formatDateTime(value);
  const words = relativeTime(value, now);
  if (!words) return <span>{exact}</span>;
  return (
    <time dateTime={value} title={exact}>
      {words}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}

/** Documents waiting for review and unread client activity; nothing when both are 0. */
export function PendingBadges({ row, showNothing }: { row: AgentClient; showNothing?: boolean }) {
  const badges: ReactNode[] = [];
  if (row.documentsAwaitingReview > 0) {
    badges.push(
      <Badge key="documents" color="orange">
        <Icon name="document" className="mr-1 size-3.5" />
        {texts.documentsAwaitingReview(row.documentsAwaitingReview)}
      </Badge>,
    );
  }
  if (row.unreadClientActivity > 0) {
    badges.push(
      <Badge key="activity" color="blue">
        <Icon name="bell" className="mr-1 size-3.5" />
        {texts.unreadClientActivity(row.unreadClientActivity)}
      </Badge>,
    );
  }
  if (badges.length === 0) {
    return showNothing ? (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{texts.nothingPending}</span>
      </span>
    ) : null;
  }
  return <div className="flex flex-wrap gap-1.5">{badges}</div>;
}

export function CaseLink({ caseNumber }: { caseNumber: string }) {
  return (
    <Link
      to="/casos/$caseNumber"
      params={{ caseNumber }}
      className="rounded-sm font-mono font-semibold text-navy-800 underline decoration-navy-300 underline-offset-4 outline-hidden hover:text-teal-800 hover:decoration-teal-700 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {caseNumber}
    </Link>
  );
}
