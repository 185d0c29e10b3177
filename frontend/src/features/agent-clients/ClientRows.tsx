import type { AgentClient } from '@portal/contracts';
import { screenTexts, agentClientsTexts as texts } from '@portal/copy';
import { CaseLink, LastActivity, PendingBadges, Progress, phaseOf, UrgencyBadge } from './case-row-parts';

const th = 'px-3 py-2.5 text-left text-sm font-semibold text-slate-700';
const td = 'px-3 py-3 align-middle text-slate-800';

/** The table's columns in order; the agent's only in "Todos los casos". */
function columns(showAgent: boolean): (keyof typeof texts.columns)[] {
  return [
    'caseNumber',
    'client',
    ...(showAgent ? (['agent'] as const) : []),
    'urgency',
    'phase',
    'progress',
    'lastActivity',
    'pending',
  ];
}

/** Wide screens: one row per case. */
export function ClientsTable({
  rows,
  caption,
  showAgent,
  now,
}: {
  rows: AgentClient[];
  caption: string;
  showAgent: boolean;
  now: Date;
}) {
  return (
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {columns(showAgent).map((key) => (
              <th key={key} scope="col" className={key === 'progress' ? `${th} w-44` : th}>
                {texts.columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.caseId} className="hover:bg-slate-50">
              <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                <CaseLink caseNumber={row.caseNumber} />
              </th>
              <td className={`${td} font-medium`}>{row.clientName}</td>
              {showAgent && <td className={td}>{row.agentName ?? screenTexts.unassignedAgent}</td>}
              <td className={td}>
                <UrgencyBadge level={row.urgencyLevel} />
              </td>
              <td className={td}>{phaseOf(row)}</td>
              <td className={td}>
                <Progress row={row} />
              </td>
              <td className={`${td} text-sm whitespace-nowrap`}>
                <LastActivity value={row.lastActivityAt} now={now} />
              </td>
              <td className={td}>
                <PendingBadges row={row} showNothing />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per case. */
export function ClientCards({
  rows,
  showAgent,
  now,
}: {
  rows: AgentClient[];
  showAgent: boolean;
  now: Date;
}) {
  const c = texts.columns;
  return (
    <ul className="flex flex-col gap-3 lg:hidden">
      {rows.map((row) => (
        <li key={row.caseId}>
          <article className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="text-base font-semibold break-words text-navy-900">{row.clientName}</h3>
                <CaseLink caseNumber={row.caseNumber} />
              </div>
              <UrgencyBadge level={row.urgencyLevel} withName />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {showAgent && (
                <>
                  <dt className="text-slate-600">{c.agent}</dt>
                  <dd className="text-slate-900">{row.agentName ?? screenTexts.unassignedAgent}</dd>
                </>
              )}
              <dt className="text-slate-600">{c.phase}</dt>
              <dd className="text-slate-900">{phaseOf(row)}</dd>
              <dt className="text-slate-600">{c.lastActivity}</dt>
              <dd className="text-slate-900">
                <LastActivity value={row.lastActivityAt} now={now} />
              </dd>
            </dl>
            <Progress row={row} />
            <PendingBadges row={row} />
          </article>
        </li>
      ))}
    </ul>
  );
}
