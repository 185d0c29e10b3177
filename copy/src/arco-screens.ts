/**
 * The screens of the ARCO requests: the requests' states, the readable copy of a person's data
 * (/mi-perfil/mis-datos), the staff queue of requests (/privacidad) and 'Mis datos personales' in 'Mi Perfil'.
 * The texts the server uses too (the kinds, the answer dialog, the legal hold, the form's refusals) are in
 * `@portal/contracts`.
 */
export const arcoStatusLabels = {
  pending: 'Pendiente',
  accepted: 'Aceptada',
  refused: 'Rechazada',
} as const;

/** The readable copy of everything the firm holds about the person (/mi-perfil/mis-datos). */
export const myDataPageTexts = {
  title: 'Mis datos en el despacho',
  intro:
    'Esta es una copia de todo lo que el despacho tiene guardado sobre usted. Es la misma información del archivo JSON que puede descargar.',
  back: 'Volver a Mi Perfil',
  loading: 'Cargando sus datos...',
  generatedAt: (moment: string) =>
    `Información al ${moment}. Todas las fechas y horas de esta página son de la Ciudad de México.`,
  profile: 'Perfil',
  fraudCase: 'Caso',
  documents: 'Documentos',
  documentsEmpty: 'No ha enviado documentos.',
  comments: 'Comentarios',
  commentsEmpty: 'No hay comentarios visibles para usted.',
  consents: 'Consentimientos',
  consentsEmpty: 'No hay consentimientos registrados.',
  requests: 'Solicitudes de derechos ARCO',
  requestsEmpty: 'No ha enviado ninguna solicitud.',
  notifications: 'Notificaciones',
  notificationsEmpty: 'No tiene notificaciones.',
  accesses: 'Quién consultó sus documentos',
  accessesEmpty: 'Nadie ha consultado sus documentos.',
  accessesHint: 'Cada vez que alguien abre o descarga uno de sus documentos queda registrado aquí.',
  noCase: 'No tiene un caso registrado.',
  other: 'Otros datos',
  none: 'Sin dato',
  yes: 'Sí',
  no: 'No',
  /** The facts of the profile and the case that no other screen names the same way. */
  field: {
    role: 'Rol',
    isActive: 'Cuenta activa',
    createdAt: 'Fecha de alta',
    accountNumber: 'Número de cuenta',
    address: 'Dirección',
    servicePlan: 'Plan de servicio',
    planAccepted: 'Condiciones del plan aceptadas',
    caseNumber: 'Número de caso',
    openedAt: 'Abierto el',
    agent: 'Agente',
    priority: 'Prioridad',
    progress: 'Avance',
    estimatedCompletion: 'Fecha estimada de finalización',
    cancelled: 'Recuperación cancelada',
    phases: 'Fases del proceso',
    requiredDocuments: 'Documentos solicitados',
    timeline: 'Historial del caso',
    status: 'Estado',
    rejectionReason: 'Motivo del rechazo',
    unread: 'Sin leer',
    read: 'Leída',
  },
  column: {
    fileName: 'Archivo',
    sha256: 'Huella SHA-256',
    uploadedAt: 'Enviado',
    size: 'Tamaño',
    author: 'Autor',
    date: 'Fecha',
    text: 'Comentario',
    purpose: 'Finalidad',
    granted: 'Otorgado',
    noticeVersion: 'Versión del aviso',
    who: 'Quién',
    role: 'Rol',
    document: 'Documento',
    action: 'Acción',
    when: 'Cuándo',
    outcome: 'Resultado',
    title: 'Título',
  },
} as const;

/** The staff queue of ARCO requests (/privacidad). */
export const arcoQueueTexts = {
  title: 'Solicitudes de derechos ARCO',
  intro:
    'Cada solicitud debe responderse en un plazo máximo de 20 días hábiles desde que se presentó. Las pendientes aparecen primero, la más urgente arriba.',
  readOnly:
    'Vista de solo lectura: su rol consulta las solicitudes y sus plazos; las responde la administración.',
  loading: 'Cargando las solicitudes...',
  failed: 'No se pudieron cargar las solicitudes',
  empty: 'No hay solicitudes de derechos ARCO.',
  pendingCount: (n: number) => (n === 1 ? '1 pendiente' : `${n} pendientes`),
  overdueCount: (n: number) => (n === 1 ? '1 vencida' : `${n} vencidas`),
  requester: 'Solicitante',
  caseNumber: 'Caso',
  noCase: 'Sin caso',
  kind: 'Tipo',
  reason: 'Motivo',
  filedAt: 'Presentada',
  dueOn: 'Fecha límite',
  daysLeft: 'Días hábiles restantes',
  /** The business days to the due day: 0 on it, negative once it passed. */
  daysLeftValue: (n: number) =>
    n === 0
      ? 'Vence hoy'
      : n < 0
        ? `Vencida hace ${-n === 1 ? '1 día hábil' : `${-n} días hábiles`}`
        : n === 1
          ? '1 día hábil'
          : `${n} días hábiles`,
  status: 'Estado',
  overdue: 'Vencida',
  answer: 'Respuesta',
  answeredAt: 'Respondida',
  respond: 'Responder',
  respondTo: (name: string) => `Responder la solicitud de ${name}`,
  listLabel: 'Solicitudes',
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
