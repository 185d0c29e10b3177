/**
 * The server's words about ARCO requests and legal holds: refusals, the bell's notification, what an answer
 * means (the answer's mail, in workers, says it too), the compliance history's labels. The screens' own texts are
 * in arco-screens.ts (their labels of a request's kind and status are used here too, so that a kind reads the same
 * everywhere).
 */
import type { PrivacyRequestKind, PrivacyRequestOutcome } from '../events/privacy-request.js';
import { arcoAnswerTexts, arcoKindLabels } from './arco-screens.js';

/** The longest reason a person writes, and the longest answer staff write (characters). */
export const PRIVACY_REQUEST_TEXT_MAX = 2000;
/** The longest reason of a legal hold. */
export const LEGAL_HOLD_REASON_MAX = 500;

/** A request's kind inside a sentence ('rectificación'): the refusals, the bell and the mail say it alike. */
export const privacyKindText = (kind: PrivacyRequestKind) => arcoKindLabels[kind].toLowerCase();

export const privacyRequestErrors = {
  kind: 'Elija el tipo de solicitud: rectificación, cancelación u oposición',
  /** The reason a person writes (and staff's answer): required, and as long as the limit at most. */
  reasonRequired: 'Escriba el motivo de su solicitud',
  reasonTooLong: (max: number) => `Escriba como máximo ${max} caracteres`,
  /** An open request of the same kind: the person waits for its answer. */
  alreadyOpen: (kind: PrivacyRequestKind) =>
    `Ya tiene una solicitud de ${privacyKindText(kind)} en trámite. Espere la respuesta del despacho antes de enviar otra.`,
  notFound: 'La solicitud no existe.',
  /** A refusal says why: staff's answer is required. */
  answerRequired: arcoAnswerTexts.answerRequired,
  alreadyAnswered: 'Esta solicitud ya fue respondida: una solicitud se responde una sola vez.',
  /** Accepting a cancellation of a person whose case is under legal hold. */
  legalHold: (reason: string) =>
    `No se puede aceptar la cancelación: el caso de esta persona está bajo retención legal (motivo: ${reason}). Los datos deben conservarse mientras dure la retención; rechace la solicitud explicando el motivo, o levante la retención primero.`,
  notUnderLegalHold: 'El caso no está bajo retención legal.',
  /**
   * An accepted cancellation is recorded, and the mail that tells the person has not gone out yet (the mail service
   * does not answer): the data are erased only after it, so that the person learns the answer.
   */
  erasureWaitsForMail:
    'La respuesta quedó registrada, pero el correo que se la comunica a la persona todavía no sale (el servicio de correo no responde). Los datos se borrarán en cuanto salga: vuelva a aceptar la solicitud en unos minutos para terminar.',
  /** The log still holds the person's data in clear (written before the upgrade): the operator migrates it first. */
  erasureNeedsMigration:
    'La respuesta quedó registrada, pero los datos de esta persona se guardaron antes de que el portal los cifrara y no pueden borrarse todavía. Pida al operador que ejecute la migración de datos personales (npm run migrate-personal-data) y vuelva a aceptar la solicitud.',
  download: 'El parámetro download solo puede valer 1 o 0',
} as const;

/** What an answer means, by kind and outcome: the bell's body and the mail say it (staff's answer is in the portal). */
export const privacyOutcomeNotes: Record<PrivacyRequestKind, Record<PrivacyRequestOutcome, string>> = {
  rectification: {
    accepted: 'El despacho corrige sus datos como lo pidió.',
    refused: 'El despacho explica el motivo en su respuesta.',
  },
  cancellation: {
    accepted:
      'El despacho borra sus datos personales del portal: su cuenta deja de existir y ya no podrá iniciar sesión.',
    refused: 'El despacho explica el motivo en su respuesta.',
  },
  opposition: {
    accepted:
      'El despacho deja de tratar sus datos para el uso al que usted se opuso; no necesita hacer nada más.',
    refused: 'El despacho explica el motivo en su respuesta.',
  },
};

/** An answer's outcome inside a sentence ('aceptada'), in the bell and the mail. */
export const privacyOutcomeText = (outcome: PrivacyRequestOutcome) =>
  outcome === 'accepted' ? 'aceptada' : 'rechazada';

/** The bell's notification of an answer (kind `privacyRequestAnswered`). */
const readItInProfile = 'Puede leer la respuesta del despacho en Mi Perfil, en «Mis datos personales».';
export const privacyNotificationTexts = {
  title: (kind: PrivacyRequestKind, outcome: PrivacyRequestOutcome) =>
    `Su solicitud de ${privacyKindText(kind)} fue ${privacyOutcomeText(outcome)}`,
  body: (kind: PrivacyRequestKind, outcome: PrivacyRequestOutcome) =>
    `${privacyOutcomeNotes[kind][outcome]} ${readItInProfile}`,
  /** Without its facts (never posted so): the title and where to read it. */
  untitled: 'Respuesta a su solicitud de datos personales',
  where: readItInProfile,
} as const;

/** The labels of the events compliance reads in a case's history. */
export const privacyHistoryLabels = {
  LegalHoldPlaced: 'Retención legal',
  LegalHoldLifted: 'Retención legal levantada',
  PersonalDataExported: 'La persona descargó sus datos personales',
} as const;

/** The file the access download is saved as: mis-datos-<day in Mexico City>.json. */
export const myDataFileName = (day: string) => `mis-datos-${day}.json`;
