import { fieldLabels, sharedScreenTexts } from './messages.js';

/** The support contacts' introduction in the mails about a case. */
const askWithCaseNumber = 'Si tiene preguntas, comuníquese con nosotros e indique su número de caso.';

/**
 * Texts of the e-mails the portal sends (workers/src/mail/templates): plain text, written once; the HTML part
 * escapes them. A mail names only what its recipient already knows and never a password; the firm's contacts
 * appear only when the operator configured them (design.md §5).
 */
export const mailTexts = {
  layout: {
    greeting: (fullName: string) => `Estimado(a) ${fullName}:`,
    supportTitle: sharedScreenTexts.supportTitle,
    supportPhone: fieldLabels.phone,
    supportEmail: fieldLabels.email,
    automatic: 'Este mensaje se envió automáticamente desde el portal.',
    noPassword: 'Por su seguridad, los correos del portal nunca incluyen su contraseña.',
  },
  registrationReceived: {
    subject: (caseNumber: string) => `Recibimos su caso ${caseNumber}`,
    intro:
      'Recibimos el registro de su caso. Guarde su número de caso: le servirá cada vez que se comunique con nosotros.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    nextStepsTitle: sharedScreenTexts.registrationNextStepsTitle,
    nextSteps: sharedScreenTexts.registrationNextSteps,
    signInIntro:
      'Puede consultar el avance de su caso en el portal con el usuario y la contraseña que eligió al registrarse.',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
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
  /** An administrator gave the account a new username or e-mail (the e-mail's notice goes to the old address). */
  accountChanged: {
    usernameSubject: 'Se cambió el usuario de su cuenta',
    username: (when: string, username: string) =>
      `Un administrador cambió el usuario con el que inicia sesión en el portal el ${when}. Su nuevo usuario es: ${username}. Su contraseña no cambió.`,
    emailSubject: 'Se cambió el correo electrónico de su cuenta',
    email: (when: string) =>
      `Un administrador cambió el correo electrónico de su cuenta en el portal el ${when}. Desde ahora los avisos del portal llegarán a la nueva dirección; este es el último que recibe en esta.`,
  },
  /** A comment visible to the client: never its content (mail travels in clear), only that one is waiting. */
  caseCommentAdded: {
    subject: (caseNumber: string) => `Nuevo comentario sobre su caso ${caseNumber}`,
    from: {
      agent: 'Su especialista en recuperación dejó un nuevo comentario sobre su caso.',
      admin: 'La administración del despacho dejó un nuevo comentario sobre su caso.',
      system: 'Hay un nuevo comentario sobre su caso.',
    },
    confidential:
      'Para proteger la confidencialidad de su caso, el comentario no se incluye en este correo. Puede leerlo en la pestaña Comentarios de su panel en el portal.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    signInIntro: 'Inicie sesión en el portal para leer el comentario:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
  },
  phaseCompleted: {
    subject: (caseNumber: string) => `Avance en su caso ${caseNumber}: fase completada`,
    completed: (phaseName: string) => `Se completó la fase «${phaseName}» de su proceso de recuperación.`,
    next: (phaseName: string, description: string) => `Ahora comienza la fase «${phaseName}»: ${description}`,
    last: 'Con ella se completaron todas las fases de su proceso.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    signInIntro: 'Puede consultar el avance de cada fase en el portal:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
  },
  /** To a lawyer who applied to work as an agent: received, approved (the account is active), rejected. */
  agentApplication: {
    subject: {
      received: 'Recibimos su solicitud para ser agente',
      approved: 'Su solicitud de agente fue aprobada',
      rejected: 'Respuesta a su solicitud de agente',
    },
    received:
      'Recibimos su solicitud para colaborar como agente especializado. Recursos humanos la revisará en 48 a 72 horas y le escribiremos con la respuesta.',
    approved:
      'Su solicitud fue aprobada y su cuenta de agente ya está activa. Inicie sesión con el usuario y la contraseña que eligió al enviar la solicitud.',
    rejected: 'Revisamos su solicitud para colaborar como agente y por ahora no podemos aceptarla.',
    released:
      'Su usuario y su correo electrónico quedaron libres: puede enviar una nueva solicitud cuando lo desee.',
    username: fieldLabels.username,
    reason: 'Motivo',
    signInIntro: 'Ya puede iniciar sesión en el portal:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: 'Si tiene preguntas sobre su solicitud, comuníquese con nosotros.',
  },
  /** A document the client sent was reviewed: never its name nor the reason (mail travels in clear). */
  documentReviewed: {
    subject: (caseNumber: string, outcome: 'verified' | 'rejected') =>
      outcome === 'verified'
        ? `Un documento de su caso ${caseNumber} fue verificado`
        : `Un documento de su caso ${caseNumber} necesita su atención`,
    verified: 'Revisamos uno de los documentos que envió a su caso y quedó verificado.',
    rejected:
      'Revisamos uno de los documentos que envió a su caso y no pudimos aceptarlo. En la pestaña Documentos de su panel verá cuál es, el motivo, y podrá enviarlo de nuevo.',
    confidential:
      'Para proteger la confidencialidad de su caso, este correo no incluye el nombre del documento ni el motivo de la revisión.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    signInIntro: 'Inicie sesión en el portal para ver sus documentos:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
  },
  /** Staff asked for one more document: never its name (mail travels in clear); the Documentos tab shows it. */
  documentRequested: {
    subject: (caseNumber: string) => `Su caso ${caseNumber} necesita un documento`,
    requested:
      'Para avanzar con su caso necesitamos un documento más. En la pestaña Documentos de su panel verá cuál es y podrá enviarlo.',
    confidential:
      'Para proteger la confidencialidad de su caso, este correo no incluye el nombre del documento.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    signInIntro: 'Inicie sesión en el portal para enviar el documento:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
  },
  /** Staff recorded a milestone on the case's history: never its title nor description. */
  milestoneRecorded: {
    subject: (caseNumber: string) => `Nuevo hito en su caso ${caseNumber}`,
    recorded:
      'Registramos un nuevo hito en el historial de su caso. Puede verlo en la pestaña Historial de su panel.',
    confidential: 'Para proteger la confidencialidad de su caso, este correo no incluye el detalle del hito.',
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    signInIntro: 'Inicie sesión en el portal para ver el historial de su caso:',
    signIn: sharedScreenTexts.goToLogin,
    supportIntro: askWithCaseNumber,
  },
  agentAssigned: {
    subject: (caseNumber: string) => `Su caso ${caseNumber} tiene un agente asignado`,
    assigned: (agentName: string) => `Asignamos su caso a ${agentName}, quien lo atenderá en adelante.`,
    caseNumber: sharedScreenTexts.registrationCaseNumber,
    contactTitle: 'Datos de contacto de su agente',
    contactIntro: 'Para cualquier duda sobre su caso, comuníquese con su agente e indique su número de caso.',
    phone: fieldLabels.phone,
    email: fieldLabels.email,
    signInIntro: 'Los datos de su agente también aparecen en su panel del portal:',
    signIn: sharedScreenTexts.goToLogin,
  },
  /** A moment as the mails show it, e.g. "21 de noviembre de 2026, 14:30 (hora de la Ciudad de México)". */
  dateTime: (formatted: string) => `${formatted} (hora de la Ciudad de México)`,
} as const;
