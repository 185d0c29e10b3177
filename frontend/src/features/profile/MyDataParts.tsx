import { historyMomentText, labelOf, roleLabels } from '@portal/contracts';
import { myDataPageTexts as t } from '@portal/copy';
import type { ReactNode } from 'react';

/* The building blocks of 'Mis datos en el despacho': its moments, empty values and labels, its facts and tables. */

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
let mexicoMoments: Intl.DateTimeFormat | undefined;
/**
 * A moment in Mexico City's time, whatever the reader's ('26 nov 2026, 22:15': the page says once whose time it
 * is); a calendar day (YYYY-MM-DD) as that day ('3 nov 2025', the compliance history's words).
 */
export function when(value: string | null | undefined): string {
  if (!value) return t.none;
  if (CALENDAR_DAY.test(value)) return historyMomentText(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return value;
  mexicoMoments ??= new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  return mexicoMoments.format(at);
}
export const orNone = (value: string | null | undefined) => (value && value.trim() !== '' ? value : t.none);
export const label = (labels: Readonly<Record<string, string>>, value: string | null | undefined) =>
  value ? (labelOf(labels, value) ?? value) : t.none;
export const roleName = (role: string) => labelOf(roleLabels, role)?.name ?? role;

export type Fact = readonly [string, ReactNode];

/** Label and value pairs, one column on a phone, two from a tablet on. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {facts.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="pt-2 text-slate-600 sm:pt-0">{name}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls inside its own frame on a narrow screen (the page never scrolls sideways). */
export function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((cells, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a copy that never reorders
            <tr key={i}>
              {cells.map((cell, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed set of columns
                <td key={j} className="px-3 py-2 align-top break-words text-slate-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
