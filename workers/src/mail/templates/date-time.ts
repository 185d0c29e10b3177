import { mexicoCityTimeText } from '@portal/contracts';

const format = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Mexico_City',
});

/** A moment as the mails show it: "30 de junio de 2026 a las 21:05 (hora de la Ciudad de México)". */
export function mailDateTime(at: Date): string {
  return mexicoCityTimeText(format.format(at));
}
