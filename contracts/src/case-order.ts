/**
 * The one order of a case's history, for every place that lists it: the client's Historial, the
 * chronology of /recovery-options and the client's home, the staff's timeline on the case page.
 *
 * An entry's date is either an instant (ISO 8601, when something happened on the portal) or a bare calendar date
 * (YYYY-MM-DD, a milestone as staff dated it). The two cannot be compared as instants: a milestone dated today
 * would sort at midnight, below this morning's registration. So the rule is:
 *   1. by the day: a bare date as written, an instant's day in Mexico City (where the firm and its clients are);
 *   2. within one day, in the order the entries were recorded (their place in the event log).
 * Read models keep the entries oldest first by this rule (`inCaseOrder` on every insertion); screens show them
 * newest first (`newestCaseEventsFirst`), which is exactly the reverse.
 */

import { dayInMexico } from './dates.js';

const bareDate = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day (YYYY-MM-DD) an entry belongs to; a date that is neither form is kept as written. */
export function caseEventDay(date: string): string {
  if (bareDate.test(date)) return date;
  const instant = Date.parse(date);
  if (Number.isNaN(instant)) return date;
  return dayInMexico(instant);
}

/**
 * Oldest first: by day, and entries of the same day in the order given (the order recorded). Stable, so a read
 * model that appends an entry and sorts again keeps the day's entries in log order.
 */
export function inCaseOrder<E extends { date: string }>(entries: readonly E[]): E[] {
  return entries
    .map((entry, index) => ({ entry, index, day: caseEventDay(entry.date) }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.index - b.index))
    .map(({ entry }) => entry);
}

/** Newest first: the reverse of `inCaseOrder` (of one day, the entry recorded last comes first). */
export function newestCaseEventsFirst<E extends { date: string }>(entries: readonly E[]): E[] {
  return inCaseOrder(entries).reverse();
}
