/**
 * Business days (Monday to Friday) of the firm's calendar, America/Mexico_City. Public holidays are not
 * counted apart: the phases' estimates are in plain business days.
 */
const TIME_ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;

let calendar: Intl.DateTimeFormat | null = null;

/** The calendar day of an instant in Mexico City, as days since 1970-01-01 (null for an unreadable date). */
function mexicoDay(instant: Date): number | null {
  if (Number.isNaN(instant.getTime())) return null;
  calendar ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = Object.fromEntries(calendar.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/** 0 Sunday … 6 Saturday of a day number (1970-01-01 was a Thursday). */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Weekdays in [from, to): the start day counts, the current day does not (its work is not done yet). */
function weekdaysBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const span = to - from;
  let count = Math.floor(span / 7) * 5;
  for (let day = from + span - (span % 7); day < to; day++) {
    const w = weekday(day);
    if (w !== 0 && w !== 6) count++;
  }
  return count;
}

/**
 * Business days elapsed since a phase started: the weekdays from its start day (Mexico City) up to, not
 * including, today. A start on a weekend counts from the next Monday; a start in the future counts 0.
 */
export function businessDaysSince(startedAt: string, now: Date): number {
  const from = mexicoDay(new Date(startedAt));
  const to = mexicoDay(now);
  if (from === null || to === null) return 0;
  return weekdaysBetween(from, to);
}

/**
 * 'N días hábiles restantes' of the phase in progress: its estimate in business days minus those elapsed
 * since it started, never below 0. Without a start date the whole estimate remains.
 */
export function businessDaysRemaining(estimatedDays: number, startedAt: string | null, now: Date): number {
  const estimate = Math.max(0, Math.floor(estimatedDays));
  if (!startedAt) return estimate;
  return Math.max(0, estimate - businessDaysSince(startedAt, now));
}
