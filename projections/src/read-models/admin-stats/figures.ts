/** Exact sums of decimal strings ('25000.50' + '0.5' = '25001.00'), through integer hundredths (cents). */
export function addDecimal(a: string, b: string): string {
  const cents = (value: string) => {
    const [whole = '0', fraction = ''] = value.trim().replace(/,/g, '').split('.');
    const negative = whole.startsWith('-');
    const units = BigInt(whole.replace('-', '') || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
    return negative ? -units : units;
  };
  const total = cents(a) + cents(b);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The Monday (a calendar date) of the week of an instant, in Mexico City. */
export function weekStartInMexico(iso: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(iso));
  const date = new Date(`${day}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}
