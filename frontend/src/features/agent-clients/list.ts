import type { AgentClient } from '@portal/contracts';
import { foldForSearch } from '@portal/contracts/search';

/** What the list can be ordered by (the sort select), the first being the default. */
export const sortKeys = ['lastActivity', 'progress', 'urgency', 'name'] as const;
export type SortKey = (typeof sortKeys)[number];

export function isSortKey(value: string): value is SortKey {
  return (sortKeys as readonly string[]).includes(value);
}

/** Lower case without accents or surrounding spaces: 'María' and 'maria' are the same search. */
export function searchable(text: string): string {
  return foldForSearch(text).trim();
}

/**
 * The rows whose client name or case number contain every word of the search (accents and case ignored); all
 * rows for an empty search.
 */
export function filterClients<T extends Pick<AgentClient, 'clientName' | 'caseNumber'>>(
  rows: readonly T[],
  search: string,
): T[] {
  const words = searchable(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = `${searchable(row.clientName)} ${searchable(row.caseNumber)}`;
    return words.every((word) => haystack.includes(word));
  });
}

/** critical first; an unknown level reads as Crítico (urgencyLabel), so it ranks with critical. */
function urgencyRank(level: string): number {
  return level === 'low' ? 3 : level === 'medium' ? 2 : level === 'high' ? 1 : 0;
}

function time(value: string): number {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

const byName = new Intl.Collator('es-MX', { sensitivity: 'base' });

type Sortable = Pick<
  AgentClient,
  'clientName' | 'caseNumber' | 'progress' | 'urgencyLevel' | 'lastActivityAt'
>;

/**
 * A sorted copy: last activity newest first, progress lowest first (the cases that need the most work), urgency
 * most urgent first (then newest activity), name A to Z. Ties keep a stable order by case number.
 */
export function sortClients<T extends Sortable>(rows: readonly T[], key: SortKey): T[] {
  const compare = (a: T, b: T): number => {
    switch (key) {
      case 'lastActivity':
        return time(b.lastActivityAt) - time(a.lastActivityAt);
      case 'progress':
        return a.progress - b.progress;
      case 'urgency':
        return (
          urgencyRank(a.urgencyLevel) - urgencyRank(b.urgencyLevel) ||
          time(b.lastActivityAt) - time(a.lastActivityAt)
        );
      case 'name':
        return byName.compare(a.clientName, b.clientName);
    }
  };
  return [...rows].sort((a, b) => compare(a, b) || a.caseNumber.localeCompare(b.caseNumber));
}

const relative = new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' });
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `value` was, in es-MX words ('hace 5 minutos', 'ayer', 'hace 2 semanas'); a time after `now`
 * (a clock ahead of this device's) reads 'ahora'. Null when `value` is not a date.
 */
export function relativeTime(value: string, now: Date): string | null {
  const then = Date.parse(value);
  if (Number.isNaN(then)) return null;
  const seconds = Math.min(0, Math.round((then - now.getTime()) / 1000));
  const ago = -seconds;
  if (ago < MINUTE) return relative.format(seconds, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  if (ago < 30 * DAY) return relative.format(-Math.floor(ago / (7 * DAY)), 'week');
  if (ago < 365 * DAY) return relative.format(-Math.floor(ago / (30 * DAY)), 'month');
  return relative.format(-Math.floor(ago / (365 * DAY)), 'year');
}
