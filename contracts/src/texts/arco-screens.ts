/**
 * Texts of the ARCO requests that the server uses too: the kinds' labels, 'Mis datos personales' in 'Mi Perfil'
 * (its schema's messages), the answer dialog and the legal hold (the API's confirmations). The screens' own texts
 * (the readable copy of a person's data, the staff queue) are in `@portal/copy`. The API's refusals (an open
 * request of the same kind, a case under legal hold) are the server's messages.
 */

/** The requests a person files (Access is a download, never a request). */
export const arcoKindLabels = {
  rectification: 'Rectificación',
  cancellation: 'Cancelación',
  opposition: 'Oposición',
} as const;

/** 'Mis datos personales' in 'Mi Perfil': the four rights in plain words, the forms and the person's requests. */
export const myDataTexts = {
  title: 'Mis datos personales',
  intro:
    'La ley de protección de datos personales (LFPDPPP) le da cuatro derechos sobre los datos que el despacho tiene de usted, conocidos como derechos ARCO. Puede ejercerlos aquí, sin costo.',
  rights: {
    access: {
      title: 'Acceso',
      body: 'Saber qué datos suyos tiene el despacho y quién ha consultado sus documentos. Puede descargarlos o verlos ahora mismo.',
    },
    rectification: {
      title: 'Rectificación',
      body: 'Corregir sus datos si son inexactos o están incompletos.',
    },
    cancellation: {
      title: 'Cancelación',
      body: 'Pedir que el despacho borre sus datos personales cuando ya no los necesite para atender su caso.',
    },
    opposition: {
      title: 'Oposición',
      body: 'Pedir que el despacho deje de usar sus datos para un fin determinado.',
    },
  },
  download: 'Descargar mis datos (JSON)',
  view: 'Ver mis datos',
  accessHint:
    'El archivo JSON contiene todo lo que el despacho tiene sobre usted; la página muestra lo mismo en un formato fácil de leer.',
  rectificationEdits:
    'Usted mismo puede corregir, en «Datos de contacto» de esta página: su teléfono, su dirección, su ciudad y su país. Para corregir su nombre, su correo electrónico o los datos de su caso (por ejemplo, el monto o la fecha del fraude), envíe una solicitud.',
  /** A person without the contact editor (an agent): the administration keeps their account's data. */
  rectificationAccountEdits:
    'Su nombre, su usuario y su correo electrónico los administra la administración del despacho: para corregirlos, envíe una solicitud.',
  requestAction: {
    rectification: 'Solicitar una rectificación',
    cancellation: 'Solicitar la cancelación de mis datos',
    opposition: 'Oponerme a un uso de mis datos',
  },
  reasonLabel: {
    rectification: 'Qué dato debe corregirse y cuál es el valor correcto',
    cancellation: 'Motivo de la cancelación',
    opposition: 'A qué uso de sus datos se opone y por qué',
  },
  reasonRequired: 'Escriba el motivo de su solicitud',
  reasonTooLong: (max: number) => `Escriba como máximo ${max} caracteres`,
  dueHint: 'El despacho debe responderle en un plazo máximo de 20 días hábiles.',
  send: 'Enviar solicitud',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  sent: (kind: string, due: string) => ({
    title: 'Solicitud enviada',
    description: `Recibimos su solicitud de ${kind.toLowerCase()}. La responderemos a más tardar el ${due}.`,
  }),
  sendFailed: 'No se pudo enviar su solicitud',
  cancellationWarning: {
    title: 'Antes de pedir la cancelación, lea esto',
    erases:
      'Si el despacho acepta su solicitud, borrará de forma definitiva sus datos personales: su nombre, su correo, su teléfono, su dirección, lo que usted escribió y sus documentos. Esto no se puede deshacer.',
    caseEnds:
      'Sin sus datos, el despacho ya no podrá trabajar su caso ni comunicarse con usted, y usted no podrá volver a iniciar sesión.',
    legalHold:
      'Si su caso está bajo retención legal (por ejemplo, por orden de una autoridad o un juicio en curso), el despacho debe conservar los datos y rechazará la cancelación, indicándole el motivo.',
    confirm:
      'Entiendo que, si se acepta, mis datos se borrarán definitivamente y el despacho dejará de trabajar mi caso.',
    confirmRequired: 'Marque la casilla para confirmar que entiende lo que significa la cancelación',
  },
  requests: {
    title: 'Mis solicitudes',
    loading: 'Cargando sus solicitudes...',
    failed: 'No se pudieron cargar sus solicitudes',
    empty: 'No ha enviado ninguna solicitud.',
    kind: 'Tipo',
    filedAt: 'Fecha de solicitud',
    dueOn: 'Fecha límite de respuesta',
    status: 'Estado',
    answer: 'Respuesta del despacho',
    answeredAt: (day: string) => `Respondida el ${day}`,
    noAnswerYet: 'Aún sin respuesta.',
  },
} as const;

/** The dialog in which an administrator answers a request. */
export const arcoAnswerTexts = {
  title: 'Responder solicitud',
  summary: (kind: string, name: string) => `Solicitud de ${kind.toLowerCase()} de ${name}`,
  outcome: 'Decisión',
  accept: 'Aceptar',
  refuse: 'Rechazar',
  outcomeRequired: 'Elija si acepta o rechaza la solicitud',
  answer: 'Respuesta para la persona',
  answerHint:
    'La persona la recibirá en el portal y por correo electrónico. Al rechazar, explique el motivo.',
  answerRequired: 'Escriba la respuesta: es obligatoria al rechazar',
  send: 'Enviar respuesta',
  sending: 'Enviando...',
  cancel: 'Cancelar',
  erase: {
    title: 'Aceptar esta cancelación borra los datos de forma irreversible',
    body: (name: string) =>
      `Se borrarán los datos personales de ${name}: su nombre, correo, teléfono, dirección, lo que escribió, su contraseña y sus documentos. El caso quedará sin datos de la persona ("Datos eliminados") y el despacho ya no podrá trabajarlo. No se puede deshacer.`,
    confirmLabel: (caseNumber: string) => `Para confirmar, escriba el número de caso (${caseNumber})`,
    confirmCheckbox: 'Entiendo que los datos de esta persona se borrarán de forma irreversible.',
    confirmMismatch: 'El número de caso no coincide',
    submit: 'Aceptar y borrar los datos',
  },
  legalHold: 'El caso está bajo retención legal',
  answered: { title: 'Respuesta enviada', description: 'La persona recibirá la respuesta.' },
  erased: {
    title: 'Solicitud aceptada',
    description: 'Los datos personales de la persona fueron borrados.',
  },
  failed: 'No se pudo enviar la respuesta',
} as const;

/** The legal hold on the staff case page. */
export const legalHoldTexts = {
  title: 'Retención legal',
  banner: 'Caso bajo retención legal',
  since: (day: string) => `Desde el ${day}.`,
  reasonLabel: 'Motivo',
  effect:
    'Mientras dure la retención, el despacho conserva los datos del caso: las solicitudes de cancelación se rechazan.',
  none: 'El caso no está bajo retención legal.',
  place: 'Poner en retención legal',
  placeTitle: 'Poner el caso en retención legal',
  placeIntro:
    'Úsela cuando el despacho deba conservar los datos del caso (por ejemplo, una orden de una autoridad o un juicio en curso). El motivo lo verá todo el personal.',
  reason: 'Motivo de la retención',
  reasonRequired: 'Escriba el motivo de la retención',
  confirmPlace: 'Poner en retención',
  placing: 'Guardando...',
  placed: { title: 'Retención legal registrada', description: 'El caso queda bajo retención legal.' },
  lift: 'Levantar la retención',
  liftTitle: 'Levantar la retención legal',
  liftBody:
    'El caso dejará de estar bajo retención legal y una solicitud de cancelación de la persona podrá aceptarse.',
  confirmLift: 'Levantar la retención',
  lifting: 'Guardando...',
  lifted: { title: 'Retención legal levantada', description: 'El caso ya no está bajo retención legal.' },
  failed: 'No se pudo cambiar la retención legal',
  cancel: 'Cancelar',
} as const;
