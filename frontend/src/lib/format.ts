import { amountText, fileSizeText } from '@portal/contracts/texts';

const LOCALE = 'es-MX';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An amount in es-MX with its currency (contracts' `amountText`: one wording for every screen and report). */
export const formatAmount = (amount: string | number, currency: string): string =>
  amountText(amount, currency);

/** Reads YYYY-MM-DD as that calendar day (no time-zone shift), anything else as a timestamp. */
function dateOf(value: string): { date: Date; calendar: boolean } | null {
  const m = CALENDAR_DATE.exec(value.trim());
  if (m) {
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return Number.isNaN(date.getTime()) ? null : { date, calendar: true };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar: false };
}

/** A date in long Spanish form ('15 de marzo de 2024'); the raw text when it is not a date. */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const parsed = dateOf(value);
  if (!parsed) return value;
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    ...(parsed.calendar ? { timeZone: 'UTC' } : {}),
  }).format(parsed.date);
}

/** A date and time ('15 de marzo de 2024, 10:30'); calendar dates show only the date. */
export function formatDateTime(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const parsed = dateOf(value);
  if (!parsed) return value;
  if (parsed.calendar) return formatDate(value);
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short' }).format(parsed.date);
}

/** Today as YYYY-MM-DD in the user's time zone (for the max of a date input). */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Completed phases / total × 100, rounded; 0 when there are no phases. */
export function progressPercent(phases: readonly { status: string }[]): number {
  if (phases.length === 0) return 0;
  const completed = phases.filter((p) => p.status === 'completed').length;
  return Math.round((completed / phases.length) * 100);
}

/** A file size as people read it (contracts' `fileSizeText`: the same words as the upload limits' messages). */
export const formatFileSize = fileSizeText;
