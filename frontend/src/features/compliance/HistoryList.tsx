import { type HistoryEntry, historyValueText, caseHistoryTexts as t } from '@portal/contracts';
import { roleLabels } from '@portal/contracts/roles';
import { formatDateTime } from '../../lib/format';

const shown = (value: unknown, field: string) => historyValueText(value, t.none, field);

function actorOf(entry: HistoryEntry): string {
  if (entry.actor.name) {
    const role = roleLabels[entry.actor.role as keyof typeof roleLabels]?.name ?? entry.actor.role;
    return `${entry.actor.name} (${role})`;
  }
  return entry.actor.role === 'public' ? t.publicActor : t.system;
}

/** The history as a timeline: when, what, who, and each field's value before and after. */
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <ol aria-label={t.history} className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry) => (
        <li
          key={entry.position}
          className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-3"
        >
          <p className="text-xs text-slate-500">
            {formatDateTime(entry.occurredAt)} · {actorOf(entry)}
          </p>
          <p className="font-semibold text-navy-900">{entry.label}</p>
          {entry.changes.length > 0 && (
            <table className="mt-2 w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t.field}</th>
                  <th scope="col">{t.before}</th>
                  <th scope="col">{t.after}</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((c) => (
                  <tr key={c.field} className="align-top">
                    <th scope="row" className="w-1/3 py-0.5 pr-2 text-left font-medium text-slate-600">
                      {c.label}
                    </th>
                    <td className="w-1/3 py-0.5 pr-2 break-all text-slate-500 line-through decoration-slate-300">
                      <span className="sr-only">{t.before}: </span>
                      {shown(c.before, c.field)}
                    </td>
                    <td className="w-1/3 py-0.5 break-all text-slate-900">
                      <span className="sr-only">{t.after}: </span>
                      {shown(c.after, c.field)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ol>
  );
}
