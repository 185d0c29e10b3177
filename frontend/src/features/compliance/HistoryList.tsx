import {
  type HistoryEntry,
  historyActorRoleLabel,
  historyMomentText,
  historyValueOptions,
  historyValueText,
  caseHistoryTexts as t,
} from '@portal/contracts';

function actorOf(entry: HistoryEntry): string {
  if (entry.actor.name) return `${entry.actor.name} (${historyActorRoleLabel(entry.actor.role)})`;
  return historyActorRoleLabel(entry.actor.role);
}

/**
 * The history as a timeline: when (Mexico City time), what, who, and each field's value before and after, as
 * a person reads them (labels, dates, amounts in the case's currency).
 */
export function HistoryList({
  entries,
  currency,
}: {
  entries: readonly HistoryEntry[];
  currency: string | undefined;
}) {
  return (
    <ol aria-label={t.history} className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
      {entries.map((entry) => (
        <li
          key={entry.position}
          className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-3"
        >
          <p className="text-xs text-slate-500">
            {historyMomentText(entry.occurredAt)} · {actorOf(entry)}
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
                    <td className="w-1/3 py-0.5 pr-2 wrap-anywhere text-slate-500 line-through decoration-slate-300">
                      <span className="sr-only">{t.before}: </span>
                      {historyValueText(c.before, t.none, c.field, historyValueOptions(entry, currency))}
                    </td>
                    <td className="w-1/3 py-0.5 wrap-anywhere text-slate-900">
                      <span className="sr-only">{t.after}: </span>
                      {historyValueText(c.after, t.none, c.field, historyValueOptions(entry, currency))}
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
