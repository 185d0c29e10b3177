/**
 * The screens of the ARCO requests: the requests' states, the readable copy of a person's data
 * (/mi-perfil/mis-datos) and the staff queue of requests (/privacidad). The texts the server uses too (the kinds,
 * 'Mis datos personales', the answer dialog, the legal hold) are in `@portal/contracts`.
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
