/**
 * Texts of the consent that the server answers with too: its refusals and Mi Perfil's consents section (the API's
 * confirmations). The privacy notice's screens are in `@portal/copy`.
 */

/** Refusals of the consent, in the forms and from the API. */
export const consentErrors = {
  financialDataRequired:
    'Para continuar debe otorgar su consentimiento expreso para el tratamiento de sus datos financieros y patrimoniales.',
  noticeVersionMissing:
    'Falta la versión del aviso de privacidad que leyó. Recargue la página y vuelva a leerlo.',
  purposeUnknown:
    'Una de las finalidades elegidas no está en el aviso de privacidad vigente. Vuelva a leerlo.',
  purposesRepeated: 'Una finalidad aparece dos veces.',
  noticeChanged:
    'El aviso de privacidad cambió desde que lo abrió. Vuelva a leerlo y confirme sus opciones antes de enviar.',
  purposeNotConsented: 'Esa finalidad no tiene su consentimiento vigente: no hay nada que retirar.',
  noConsentYet: 'Primero acepte el aviso de privacidad vigente.',
} as const;

/** Mi Perfil's consents section and the renewal a new notice asks for. */
export const consentProfileTexts = {
  title: 'Consentimientos y aviso de privacidad',
  intro: 'Lo que aceptó del aviso de privacidad, cuándo y en qué versión.',
  inForce: (version: string, day: string) => `Vigente: versión ${version} del aviso, aceptada el ${day}.`,
  none: 'Aún no ha aceptado el aviso de privacidad vigente.',
  financialTitle: 'Tratamiento de sus datos financieros y patrimoniales',
  financialGiven: 'Consentimiento expreso otorgado.',
  financialNote:
    "Es necesario para atender su caso, por eso no se retira aquí: para cancelar el tratamiento de sus datos u oponerse a él, presente una solicitud de Cancelación u Oposición en 'Mis datos personales' (derechos ARCO).",
  voluntaryTitle: 'Finalidades voluntarias',
  accepted: 'Aceptada',
  notAccepted: 'No aceptada',
  withdraw: 'Retirar consentimiento',
  give: 'Aceptar',
  saving: 'Guardando...',
  withdrawn: {
    title: 'Consentimiento retirado',
    description: 'Ya no usaremos sus datos para esa finalidad.',
  },
  given: { title: 'Consentimiento otorgado', description: 'Su elección quedó registrada.' },
  failed: 'No se pudo guardar su elección',
  noVoluntary: 'El despacho no ha declarado finalidades voluntarias.',
  historyTitle: 'Historial',
  historyWhen: 'Fecha',
  historyVersion: 'Versión',
  historyWhere: 'Dónde',
  historyWhat: 'Qué',
  historyGiven: (purposes: string) =>
    purposes === ''
      ? 'Consentimiento expreso; ninguna finalidad voluntaria'
      : `Consentimiento expreso; finalidades voluntarias: ${purposes}`,
  historyWithdrawn: (purpose: string) => `Retiró la finalidad: ${purpose}`,
  purposeGone: (key: string) => `${key} (ya no está en el aviso)`,
  readNotice: 'Leer el aviso de privacidad',
  loadFailed: 'No se pudieron cargar sus consentimientos',
} as const;
