import {
  type commentTypes,
  type NotificationKind,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyNotificationTexts,
  type ServicePlanKey,
  servicePlanLabels,
} from '@portal/contracts';
import {
  type RecoveryPhaseKey,
  type RequiredDocumentKey,
  recoveryPhaseLabels,
  requiredDocumentText,
} from '@portal/contracts/texts';
import { screenTexts } from './screen.js';

/**
 * The in-app notifications' texts (es-MX): each kind's title and body are functions of the facts the
 * notification carries (contracts' notificationKinds), so the stored notification holds no display text.
 */
export interface NotificationTextFacts {
  caseNumber?: string | undefined;
  changedAt?: string | undefined;
  byAdmin?: boolean | undefined;
  caseId?: string | undefined;
  commentId?: string | undefined;
  /** Who the comment is from, as the client's Comentarios tab labels it. */
  commentType?: (typeof commentTypes)[number] | undefined;
  phaseKey?: RecoveryPhaseKey | undefined;
  /** The phase that starts after the completed one; null: it was the last one. */
  nextPhaseKey?: RecoveryPhaseKey | null | undefined;
  agentName?: string | undefined;
  agentPhone?: string | undefined;
  agentEmail?: string | undefined;
  /** A document the client sent, as they named it, and how staff reviewed it (with the reason of a rejection). */
  fileName?: string | undefined;
  documentOutcome?: 'verified' | 'rejected' | undefined;
  reason?: string | undefined;
  /** For the agent: the client, as the portal names them when the notification is posted. */
  clientName?: string | undefined;
  plan?: ServicePlanKey | undefined;
  /** A document the case now asks for: one of the catalog (its key) or one staff named (its title as typed). */
  requiredDocumentKey?: RequiredDocumentKey | null | undefined;
  requiredDocumentTitle?: string | null | undefined;
  /** A milestone staff recorded on the case's history: its title as typed. */
  milestoneTitle?: string | undefined;
  /** An ARCO request of the person answered: its kind and the outcome (staff's words wait in Mi Perfil). */
  privacyRequestKind?: PrivacyRequestKind | undefined;
  privacyOutcome?: PrivacyRequestOutcome | undefined;
}

/** Writes an ISO 8601 instant as a date and time for the reader (the front end's es-MX format). */
export type FormatWhen = (iso: string) => string;

interface KindTexts {
  title: (facts: NotificationTextFacts) => string;
  body: (facts: NotificationTextFacts, formatWhen: FormatWhen) => string;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The client an agent's notification is about, and ' para el caso …' when the case is known. */
const clientOf = (clientName: string | undefined) => clientName ?? 'Su cliente';

const forCase = (caseNumber: string | undefined) => (caseNumber ? ` para el caso ${caseNumber}` : '');

const commentFrom: Record<(typeof commentTypes)[number], string> = {
  agent: 'Su especialista en recuperación dejó un nuevo comentario sobre su caso.',
  admin: 'La administración del despacho dejó un nuevo comentario sobre su caso.',
  system: 'Hay un nuevo comentario sobre su caso.',
};

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
  caseCommentAdded: {
    title: () => 'Nuevo comentario sobre su caso',
    body: ({ commentType }) =>
      `${commentFrom[commentType ?? 'system']} Puede leerlo en la pestaña Comentarios de su panel.`,
  },
  phaseCompleted: {
    title: ({ phaseKey }) =>
      phaseKey ? `Fase completada: ${recoveryPhaseLabels[phaseKey].name}` : 'Fase completada',
    body: ({ phaseKey, nextPhaseKey }) => {
      const done = phaseKey
        ? `Se completó la fase «${recoveryPhaseLabels[phaseKey].name}» de su proceso.`
        : 'Se completó una fase de su proceso.';
      if (nextPhaseKey) return `${done} Ahora comienza la fase «${recoveryPhaseLabels[nextPhaseKey].name}».`;
      if (nextPhaseKey === null) return `${done} Con ella se completaron todas las fases de su proceso.`;
      return done;
    },
  },
  agentAssigned: {
    title: () => 'Agente asignado a su caso',
    body: ({ agentName, agentPhone, agentEmail }) =>
      [
        agentName ? `${agentName} atenderá su caso.` : 'Se asignó un agente a su caso.',
        agentPhone ? `Teléfono: ${agentPhone}.` : null,
        agentEmail ? `Correo electrónico: ${agentEmail}.` : null,
      ]
        .filter((part) => part !== null)
        .join(' '),
  },
  documentReviewed: {
    title: ({ documentOutcome }) =>
      documentOutcome === 'rejected' ? 'Documento rechazado' : 'Documento verificado',
    body: ({ fileName, documentOutcome, reason }) => {
      const name = fileName ? `«${fileName}»` : 'su documento';
      if (documentOutcome !== 'rejected') return `Revisamos ${name} y quedó verificado.`;
      return [
        `Revisamos ${name} y no pudimos aceptarlo.`,
        reason ? `Motivo: ${reason}` : null,
        'Puede enviarlo de nuevo desde la pestaña Documentos de su panel.',
      ]
        .filter((part) => part !== null)
        .join(' ');
    },
  },
  documentRequested: {
    title: () => 'Se solicita un documento',
    body: ({ requiredDocumentKey, requiredDocumentTitle }) => {
      const { name } = requiredDocumentText({
        documentKey: requiredDocumentKey ?? null,
        title: requiredDocumentTitle ?? null,
        description: null,
      });
      return `${name ? `Su caso necesita «${name}».` : 'Su caso necesita un documento más.'} Puede enviarlo desde la pestaña Documentos de su panel.`;
    },
  },
  milestoneRecorded: {
    title: () => 'Nuevo hito en su caso',
    body: ({ milestoneTitle }) =>
      `${milestoneTitle ? `Se registró el hito «${milestoneTitle}» en su caso.` : 'Se registró un nuevo hito en su caso.'} Puede verlo en la pestaña Historial de su panel.`,
  },
  clientDocumentSent: {
    title: () => 'Documento recibido',
    body: ({ clientName, caseNumber, fileName }) =>
      `${clientOf(clientName)} envió ${fileName ? `«${fileName}»` : 'un documento'}${forCase(caseNumber)}. Revíselo en el expediente.`,
  },
  clientPlanChosen: {
    title: () => 'Plan elegido',
    body: ({ clientName, caseNumber, plan }) =>
      `${clientOf(clientName)} eligió el ${plan ? servicePlanLabels[plan] : 'plan de servicio'}${forCase(caseNumber)}.`,
  },
  clientContactChanged: {
    title: () => 'Datos de contacto actualizados',
    body: ({ clientName, caseNumber }) =>
      `${clientOf(clientName)} actualizó su teléfono o su domicilio${forCase(caseNumber)}. Los datos nuevos están en el expediente.`,
  },
  privacyRequestAnswered: {
    title: ({ privacyRequestKind, privacyOutcome }) =>
      privacyRequestKind && privacyOutcome
        ? privacyNotificationTexts.title(privacyRequestKind, privacyOutcome)
        : privacyNotificationTexts.untitled,
    body: ({ privacyRequestKind, privacyOutcome }) =>
      privacyRequestKind && privacyOutcome
        ? privacyNotificationTexts.body(privacyRequestKind, privacyOutcome)
        : privacyNotificationTexts.where,
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
