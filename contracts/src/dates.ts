/**
 * The calendar date (YYYY-MM-DD) of an instant in Mexico City, where the firm and its clients are: what "today"
 * means for a date a person typed (a fraud, a milestone, an indicator), a news article's publish day, a report's
 * file name, a filter by day. One definition for every service.
 */
let mexicoDays: Intl.DateTimeFormat | undefined;
export function dayInMexico(instant: Date | string | number): string {
  mexicoDays ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' });
  return mexicoDays.format(typeof instant === 'string' ? new Date(instant) : instant);
}
