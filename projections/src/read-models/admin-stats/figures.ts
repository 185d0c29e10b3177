import { dayInMexico } from '@portal/contracts';

export { dayInMexico };

/** The Monday (a calendar date) of the week of an instant, in Mexico City. */
export function weekStartInMexico(iso: string): string {
  const day = dayInMexico(iso);
  const date = new Date(`${day}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}
