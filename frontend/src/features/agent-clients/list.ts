import { foldForSearch } from '@portal/contracts/search';

/** What the list can be ordered by (the sort select), the first being the default. */
export const sortKeys = ['lastActivity', 'progress', 'urgency', 'name'] as const;
export type SortKey = (typeof sortKeys)[number];

export function isSortKey(value: string): value is SortKey {
  return sortKeys.some((key) => key === value);
}

/** Lower case without accents or surrounding spaces: 'María' and 'maria' are the same search. */
export function searchable(text: string): string {
  return foldForSearch(text).trim();
}

/**
 * Each order as the server names it (GET /api/agent/clients?sort=): last activity newest first, progress lowest
 * first (the cases that need the most work), urgency most urgent first (then newest activity), name A to Z.
 */
export const serverSorts: Readonly<Record<SortKey, string>> = {
  lastActivity: '-lastActivity',
  progress: 'progress',
  urgency: 'urgency',
  name: 'name',
};

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
