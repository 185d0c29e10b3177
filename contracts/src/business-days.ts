import { dayInMexico } from './dates.js';

/**
 * The legal clock of a privacy (ARCO) request: the firm answers within 20 business days, counted from
 * the day after the request was filed, in Mexico City's calendar. A business day is a Monday to Friday that is not
 * one of the statutory rest days of the Ley Federal del Trabajo, art. 74: 1 January, the first Monday of February,
 * the third Monday of March, 1 May, 16 September, the third Monday of November, 25 December, and 1 October of
 * each year in which a federal executive takes office (every six years from 2024). Election days that art. 74
 * also names are set by the electoral laws for each election, and are not predicted here.
 */
export const PRIVACY_ANSWER_BUSINESS_DAYS = 20;

/** A calendar day YYYY-MM-DD as a UTC midnight (calendar arithmetic only: no time zone enters). */
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function addCalendarDays(day: string, days: number): string {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The `n`th Monday (1-based) of a month (1-12) of `year`, as YYYY-MM-DD. */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const untilMonday = (8 - first.getUTCDay()) % 7;
  return dayOf(new Date(Date.UTC(year, month - 1, 1 + untilMonday + 7 * (n - 1))));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The statutory rest days (LFT art. 74) of `year`, as YYYY-MM-DD. */
export function mexicanRestDays(year: number): string[] {
  const fixed = (month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  return [
    fixed(1, 1),
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    fixed(5, 1),
    fixed(9, 16),
    ...(year >= 2024 && (year - 2024) % 6 === 0 ? [fixed(10, 1)] : []),
    nthMonday(year, 11, 3),
    fixed(12, 25),
  ];
}

const restDaysByYear = new Map<number, Set<string>>();

/** Whether a calendar day (YYYY-MM-DD) is a business day: Monday to Friday, not a statutory rest day. */
export function isBusinessDay(day: string): boolean {
  const weekday = dateOf(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = Number(day.slice(0, 4));
  let rest = restDaysByYear.get(year);
  if (!rest) {
    rest = new Set(mexicanRestDays(year));
    restDaysByYear.set(year, rest);
  }
  return !rest.has(day);
}

/**
 * The day a privacy request filed at `filedAt` must be answered by: the 20th business day after the day it was
 * filed in Mexico City (a request filed on a Friday night in Mexico City counts from Monday, whatever day it was
 * in UTC). YYYY-MM-DD.
 */
export function privacyAnswerDueOn(filedAt: Date | string): string {
  let day = dayInMexico(filedAt);
  for (let counted = 0; counted < PRIVACY_ANSWER_BUSINESS_DAYS; ) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) counted++;
  }
  return day;
}

const weekdayRestDaysByYear = new Map<number, string[]>();

/** The rest days of `year` that fall Monday to Friday (the others are not business days anyway). */
function weekdayRestDays(year: number): string[] {
  let days = weekdayRestDaysByYear.get(year);
  if (!days) {
    days = mexicanRestDays(year).filter((day) => dateOf(day).getUTCDay() % 6 !== 0);
    weekdayRestDaysByYear.set(year, days);
  }
  return days;
}

/** Days since 1970-01-01 of a calendar day (YYYY-MM-DD). */
const dayNumber = (day: string) => Math.round(dateOf(day).getTime() / 86_400_000);

/** Monday to Friday among the days numbered [0, n) (day 0, 1970-01-01, was a Thursday); n ≥ 0. */
function weekdaysBefore(n: number): number {
  const partial = n % 7;
  let count = Math.floor(n / 7) * 5;
  // The days of the last, partial week: Thursday, Friday, Saturday, ... (weekday of day r is (4 + r) % 7).
  for (let r = 0; r < partial; r++) if ((4 + r) % 7 !== 0 && (4 + r) % 7 !== 6) count++;
  return count;
}

/** The business days after `from` up to and including `to` (from ≤ to): arithmetic, whatever the span. */
function businessDaysBetween(from: string, to: string): number {
  // Far enough before 1970 for any real day, and a whole number of weeks (the weekday of day 0 stays).
  const shift = 7 * 100_000;
  let count = weekdaysBefore(dayNumber(to) + 1 + shift) - weekdaysBefore(dayNumber(from) + 1 + shift);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    for (const rest of weekdayRestDays(year)) if (rest > from && rest <= to) count--;
  return count;
}

/**
 * The business days from `today` to `dueOn` (both YYYY-MM-DD): those after today up to and including the due
 * day; 0 on the due day itself; negative once it passed (minus the business days after the due day up to today).
 * Counted by whole weeks and the rest days of the years between, not day by day: the privacy queue computes it
 * for each row, and a request overdue for a year would cost hundreds of days.
 */
export function businessDaysLeft(today: string, dueOn: string): number {
  return today <= dueOn ? businessDaysBetween(today, dueOn) : -businessDaysBetween(dueOn, today);
}
