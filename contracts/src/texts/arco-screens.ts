/**
 * Texts of the ARCO requests that the server uses too: the kinds' labels, the answer dialog and the legal hold
 * (their schemas' messages, the API's confirmations). The screens' own texts ('Mis datos personales', the
 * readable copy of a person's data, the staff queue) are in `@portal/copy`; the API's refusals are
 * privacyRequestErrors (privacy-requests.ts).
 */

/** The requests a person files (Access is a download, never a request). */
export const arcoKindLabels = {
  rectification: 'Rectificación',
  cancellation: 'Cancelación',
  opposition: 'Oposición',
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
