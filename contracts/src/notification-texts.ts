import { screenTexts } from './messages.js';

/**
 * The in-app notifications' texts (es-MX): each kind's title and body are functions of the facts the
 * notification carries, so the stored notification holds no display text. No zod here (`@portal/contracts/texts`).
 */
export const notificationKinds = ['registrationReceived', 'passwordChanged'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export interface NotificationTextFacts {
  caseNumber?: string | undefined;
  changedAt?: string | undefined;
  byAdmin?: boolean | undefined;
}

/** Writes an ISO 8601 instant as a date and time for the reader (the front end's es-MX format). */
export type FormatWhen = (iso: string) => string;

interface KindTexts {
  title: (facts: NotificationTextFacts) => string;
  body: (facts: NotificationTextFacts, formatWhen: FormatWhen) => string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const notReporter = 'Si usted no hizo ni pidió este cambio, comuníquese con el soporte del portal.';

export const notificationKindTexts: Record<NotificationKind, KindTexts> = {
  registrationReceived: {
    title: () => 'Recibimos su registro',
    body: ({ caseNumber }) =>
      `${caseNumber ? `Su caso ${caseNumber} quedó registrado.` : 'Su caso quedó registrado.'} Próximos pasos: ${screenTexts.registrationNextSteps.join(' ')}`,
  },
  passwordChanged: {
    title: () => 'Su contraseña cambió',
    body: ({ changedAt, byAdmin }, formatWhen) => {
      const what = byAdmin
        ? 'un administrador cambió la contraseña de su cuenta.'
        : 'se cambió la contraseña de su cuenta.';
      const sentence = changedAt ? `El ${formatWhen(changedAt)} ${what}` : capitalized(what);
      return `${sentence} ${notReporter}`;
    },
  },
};

/** The bell and the list. */
export const notificationTexts = {
  listTitle: 'Notificaciones',
  /** The bell's accessible name, with how many are unread. */
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notificaciones, ninguna sin leer' : `Notificaciones, ${unread} sin leer`,
  loading: 'Cargando notificaciones...',
  empty: 'No tiene notificaciones por ahora.',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  retry: 'Reintentar',
  close: 'Cerrar',
  unread: 'Sin leer',
  markRead: 'Marcar como leída',
  markReadFailed: 'No se pudo marcar la notificación como leída. Intente de nuevo.',
} as const;
