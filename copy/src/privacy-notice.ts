/**
 * The privacy notice: /aviso-de-privacidad, the short notice and the two choices of /register and
 * /agent-register, the consents in Mi Perfil and the renewal a new notice version asks for. What the firm states
 * (its legal name, contact, voluntary purposes, retention) comes from FIRM_CONFIG; what the portal itself does is
 * written here once and completed from its own code (the forms' fields, the route table's roles, the stores).
 */
export const privacyTexts = {
  title: 'Aviso de Privacidad',
  intro:
    'Este aviso explica qué datos personales recaba este portal, para qué los usa, dónde los guarda, quién puede verlos y cómo puede ejercer sus derechos.',
  notPublished:
    'El despacho aún no ha publicado su aviso de privacidad: no ha indicado quién es el responsable de sus datos ni un contacto para temas de privacidad. Lo que sigue es lo que el portal mismo hace con sus datos.',
  version: (version: string) => `Versión del aviso: ${version}`,
  updatedOn: (day: string) => `Última actualización: ${day}`,
  responsibleTitle: 'Responsable de sus datos personales',
  responsibleName: 'Nombre o razón social',
  responsibleAddress: 'Domicilio',
  contactTitle: 'Contacto para temas de privacidad',
  contactOfficer: 'Persona a cargo',
  contactEmail: 'Correo electrónico',
  contactPhone: 'Teléfono',
  contactAddress: 'Domicilio para solicitudes',
  collectedTitle: 'Datos que recabamos',
  collectedRegistration: 'Al registrar su caso (Registro de Cliente)',
  collectedAgentApplication: 'Al solicitar colaborar como abogado (Solicitud para Agentes)',
  collectedPassword: 'de la contraseña solo se guarda una huella cifrada (scrypt), nunca la contraseña',
  collectedLater:
    'Después, mientras atendemos su caso: los documentos que usted envía desde su panel, los comentarios del seguimiento y los cambios de sus datos de contacto.',
  financialNote:
    'Entre estos datos hay datos financieros y patrimoniales (el monto perdido, la moneda, la plataforma y la descripción de lo ocurrido). Para tratarlos le pedimos su consentimiento expreso.',
  purposesTitle: 'Para qué usamos sus datos',
  necessaryTitle: 'Finalidad necesaria',
  necessaryText:
    'Atender su caso: evaluarlo, darle seguimiento y trabajar en la recuperación de su capital, y comunicarnos con usted sobre él. Si usted es abogado: evaluar su solicitud y, si se aprueba, darle acceso al portal para atender los casos que se le asignen. Sin esta finalidad no podemos prestarle el servicio.',
  voluntaryTitle: 'Finalidades voluntarias',
  voluntaryIntro:
    'Usted decide si las acepta; negarse no afecta la atención de su caso, y puede retirar su consentimiento cuando quiera desde Mi Perfil.',
  noVoluntary:
    'El despacho no ha declarado finalidades voluntarias: sus datos se usan solo para la finalidad necesaria.',
  storageTitle: 'Dónde se guardan',
  storageEvents: 'El registro de todo lo que ocurre en el portal (sus datos y los de su caso)',
  storageRecords: 'Las vistas de consulta del portal y las sesiones',
  storageDocuments: 'Los documentos que usted envía',
  storageMail: 'Los correos que el portal le envía',
  accessTitle: 'Quién puede verlos',
  accessYou: 'Usted ve siempre sus propios datos y su caso desde su panel.',
  accessAgentScope: 'Un abogado (agente) solo ve los casos de los clientes que tiene asignados.',
  accessComplianceScope: 'Cumplimiento solo lee: no puede cambiar nada.',
  retentionTitle: 'Cuánto tiempo los conservamos',
  retentionMonths: (months: number) =>
    months === 1
      ? 'Un mes después de concluida la relación con el despacho.'
      : `${months} meses después de concluida la relación con el despacho.`,
  retentionUnset: 'El despacho aún no ha indicado por cuánto tiempo conserva sus datos.',
  arcoTitle: 'Sus derechos ARCO',
  arcoIntro:
    'Usted puede pedir el Acceso a sus datos, su Rectificación, su Cancelación u Oponerse a su tratamiento, y retirar su consentimiento.',
  arcoSignedIn: "Si tiene cuenta, inicie sesión y vaya a 'Mi Perfil → Mis datos personales'.",
  arcoContact:
    'Si no tiene cuenta, o lo prefiere, escriba al contacto para temas de privacidad indicado arriba.',
  arcoNoContact: 'El despacho aún no ha publicado un contacto para temas de privacidad.',
  consentTitle: 'Su consentimiento',
  consentText:
    'Al registrarse le pedimos dos cosas por separado: su consentimiento expreso para el tratamiento de sus datos financieros y patrimoniales (sin él no podemos atender su caso) y, para cada finalidad voluntaria, si la acepta. Cuando este aviso cambie, se lo volveremos a preguntar al iniciar sesión.',
  loadFailed: 'No se pudo cargar el aviso de privacidad',
} as const;

/** What a configured store kind is, in plain words (GET /api/public/privacy-notice answers the kinds). */
export const storageKindLabels = {
  events: {
    sqlite: 'En una base de datos SQLite en el servidor del portal.',
    postgres: 'En la base de datos PostgreSQL del despacho.',
    esdb: 'En el servidor EventStoreDB del despacho.',
  },
  records: {
    sqlite: 'En una base de datos SQLite en el servidor del portal.',
    postgres: 'En la base de datos PostgreSQL del despacho.',
    mongodb: 'En la base de datos MongoDB del despacho.',
  },
  documents: {
    files: 'Como archivos en el servidor del portal, cada uno nombrado por su huella SHA-256.',
    postgres: 'En la base de datos PostgreSQL del despacho, junto con su huella SHA-256.',
    gridfs: 'En la base de datos MongoDB del despacho (GridFS).',
  },
  mail: {
    smtp: 'Salen por el servidor de correo del despacho hacia su buzón.',
    files: 'Se guardan como archivos en el servidor del portal; no salen por internet.',
  },
} as const;

/** What each access rule of the notice covers (`privacyAccessRules` reads its roles from the route table). */
export const accessSubjectLabels = {
  case: 'Sus datos de registro y su caso (montos, fases, documentos pedidos, comentarios)',
  documents: 'Los documentos que usted envía (descargarlos y comprobar su huella)',
  history: 'El historial de cambios de su caso, con quién hizo cada uno',
  accessLog: 'El registro de quién descargó o comprobó sus documentos',
  clientList: 'Sus datos de contacto en la lista de clientes de la administración',
} as const;

/** The short notice and the two choices where data is collected (/register, /agent-register). */
export const consentTexts = {
  title: 'Aviso de privacidad y consentimiento',
  shortRegistration:
    'Usamos los datos de este formulario para atender su caso. Léalo completo en el aviso de privacidad antes de enviar.',
  shortAgentApplication:
    'Usamos los datos de este formulario para evaluar su solicitud y, si se aprueba, crear su cuenta. Léalo completo en el aviso de privacidad antes de enviar.',
  shortNotPublished:
    'El despacho aún no ha publicado su aviso de privacidad; el aviso describe por ahora lo que el portal mismo hace con sus datos.',
  shortResponsible: (legalName: string) =>
    `Responsable de sus datos: ${legalName}${legalName.endsWith('.') ? '' : '.'}`,
  readNotice: 'Leer el aviso de privacidad',
  noticeVersion: (version: string) => `Versión del aviso: ${version}`,
  financialData:
    'Otorgo mi consentimiento expreso para el tratamiento de mis datos financieros y patrimoniales conforme al aviso de privacidad. (Obligatorio)',
  voluntaryTitle: 'Finalidades voluntarias (opcionales)',
  voluntaryHint: 'Marque solo las que acepte; puede cambiar de opinión después en Mi Perfil.',
  noticeLoading: 'Cargando el aviso de privacidad...',
  noticeFailed: 'No se pudo cargar el aviso de privacidad. Sin él no puede enviar el formulario.',
  retry: 'Reintentar',
} as const;

/** The channel a consent came through, as the history lists it. */
export const consentChannelLabels = {
  registration: 'Registro de cliente',
  'agent-application': 'Solicitud de agente',
  profile: 'Mi Perfil',
  renewal: 'Nuevo aviso, al iniciar sesión',
} as const;

/** The renewal a new notice version asks signed-in clients and agents for, before anything else. */
export const consentRenewalTexts = {
  title: 'Nuevo aviso de privacidad',
  intro:
    'El aviso de privacidad cambió desde la última vez que nos dio su consentimiento, o aún no nos lo ha dado. Léalo y confirme sus opciones para continuar.',
  accept: 'Aceptar y continuar',
  pending: 'Guardando...',
  signOut: 'Cerrar sesión',
  saved: { title: 'Gracias', description: 'Su consentimiento quedó registrado.' },
  failed: 'No se pudo registrar su consentimiento',
} as const;
