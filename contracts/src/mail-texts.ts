import { fieldLabels, screenTexts } from './messages.js';

/**
 * Texts of the e-mails the portal sends (workers/src/mail/templates): plain text, written once; the HTML part
 * escapes them. A mail names only what its recipient already knows and never a password; the firm's contacts
 * appear only when the operator configured them (design.md §5).
 */
export const mailTexts = {
  layout: {
    greeting: (fullName: string) => `Estimado(a) ${fullName}:`,
    supportTitle: screenTexts.supportTitle,
    supportPhone: fieldLabels.phone,
    supportEmail: fieldLabels.email,
    automatic: 'Este mensaje se envió automáticamente desde el portal.',
    noPassword: 'Por su seguridad, los correos del portal nunca incluyen su contraseña.',
  },
  registrationReceived: {
    subject: (caseNumber: string) => `Recibimos su caso ${caseNumber}`,
    intro:
      'Recibimos el registro de su caso. Guarde su número de caso: le servirá cada vez que se comunique con nosotros.',
    caseNumber: screenTexts.registrationCaseNumber,
    nextStepsTitle: screenTexts.registrationNextStepsTitle,
    nextSteps: screenTexts.registrationNextSteps,
    signInIntro:
      'Puede consultar el avance de su caso en el portal con el usuario y la contraseña que eligió al registrarse.',
    signIn: screenTexts.goToLogin,
    supportIntro: 'Si tiene preguntas, comuníquese con nosotros e indique su número de caso.',
  },
  passwordChanged: {
    subject: 'Se cambió la contraseña de su cuenta',
    bySelf: (when: string) => `La contraseña de su cuenta en el portal se cambió el ${when} desde su sesión.`,
    byAdmin: (when: string) =>
      `Un administrador cambió la contraseña de su cuenta en el portal el ${when}. Por su seguridad, la nueva contraseña no se envía por correo.`,
    ifYou: 'Si usted hizo o solicitó este cambio, no necesita hacer nada más.',
    notYouSupport: 'Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con soporte:',
    notYouNoSupport: (siteName: string) =>
      `Si usted no hizo ni solicitó este cambio, comuníquese de inmediato con ${siteName}.`,
  },
  /** A moment as the mails show it, e.g. "21 de noviembre de 2026, 14:30 (hora de la Ciudad de México)". */
  dateTime: (formatted: string) => `${formatted} (hora de la Ciudad de México)`,
} as const;
