/**
 * Texts of the documents of a case (issue 9): the upload panel (client-portal.md §5, §8, §9), the staff's
 * document list, and the API's refusals. Signed-in pages and the server read them from the contracts' index;
 * not part of the zod-free entry the first pages load.
 */

/** Refusals of the document routes, in Spanish; the codes are in errors.ts. */
export const documentErrors = {
  notFound: 'No se encontró el documento.',
  uploadUrlRefused:
    'La dirección de subida no es válida, expiró o no le pertenece. Vuelva a seleccionar el archivo para intentarlo de nuevo.',
  tooLarge: (limitLabel: string) => `El archivo excede el límite de ${limitLabel}.`,
  /** The PUT sent more bytes than the start declared (the declared size is what the quota counted). */
  largerThanDeclared: (fileName: string) =>
    `${fileName} es más grande que el tamaño indicado al iniciar su subida; no se guardó.`,
  contentMismatch: (fileName: string) =>
    `El contenido de ${fileName} no corresponde a su extensión; no se guardó.`,
  emptyFile: (fileName: string) => `${fileName} está vacío.`,
  notReceived:
    'El archivo no llegó al servidor o su subida venció. Vuelva a seleccionarlo para intentarlo de nuevo.',
  completeMismatch: 'Los datos del archivo no corresponden a la subida indicada.',
  noCase: 'Su cuenta aún no tiene un caso al cual agregar documentos.',
  requiredDocumentUnknown: 'El documento solicitado indicado no existe en su caso.',
  reviewStatus: 'Seleccione si el documento queda verificado o rechazado',
  rejectionReason: 'Escriba el motivo del rechazo (al menos 5 caracteres)',
  staleDocument:
    'Otra persona revisó este documento mientras usted lo veía. Recargue para ver su estado actual; su decisión no se guardó.',
  surface: 'Superficie de subida no válida',
  blobMissing: 'El archivo de este documento no está en el almacenamiento.',
  /** Linking a document to a requested one (staff, issue 20). */
  requirementChoice: 'Seleccione el documento solicitado que cumple este archivo',
  requirementNotOnCase: 'El caso no solicita ese documento. Recargue para ver los documentos solicitados.',
  linkRejected:
    'Un documento rechazado no puede cumplir un requisito. Pida al cliente que lo envíe de nuevo.',
  alreadyLinked: 'Este documento ya cumple ese requisito.',
  staleLink:
    'Otra persona cambió este documento mientras usted lo veía. Recargue para ver su estado actual; el vínculo no se guardó.',
} as const;

/**
 * What really happens once the firm reviews a document: the mail reactor writes to the client's e-mail and the
 * notifications reactor puts it in the bell (the portal has no WhatsApp channel).
 */
export const documentReviewNotice =
  'Cuando los revisemos le avisaremos por correo electrónico y en sus notificaciones (la campana de su panel).';

/** The upload panel (Documentos tab, 'Subir Documentos' box, /recovery-options modal): §5, §8. */
export const uploadTexts = {
  title: 'Subir Documentos',
  dropHere: 'Arrastre sus archivos aquí',
  or: 'o',
  pick: 'Seleccionar archivos',
  pickMore: 'Agregar más archivos',
  accepted: (extensions: readonly string[], limitLabel: string, maxFiles: number) =>
    `Formatos: ${extensions.map((e) => e.slice(1).toUpperCase()).join(', ')}. Máximo ${limitLabel} por archivo, hasta ${maxFiles} archivos.`,
  pendingInstruction: 'PDF o imagen (JPG, PNG), máximo 10MB por archivo',
  listTitle: 'Archivos seleccionados',
  remove: (fileName: string) => `Quitar ${fileName}`,
  send: 'Enviar documentos',
  sending: 'Enviando...',
  answersLabel: 'Documento que responde (opcional)',
  answersNone: 'Sin especificar',
  statusWaiting: 'Listo para enviar',
  statusUploading: 'Subiendo...',
  statusSuccess: 'Enviado',
  statusError: 'Error',
  progressLabel: (fileName: string) => `Progreso de ${fileName}`,
  info: `Sus documentos se revisan en 24-48 horas hábiles. ${documentReviewNotice}`,
  homeInfo: `Un especialista revisará sus documentos y le responderá en un máximo de 4 horas hábiles. ${documentReviewNotice}`,
  /** A requested document a sent one answers (as the client sent it, or as staff linked it): the firm has it. */
  requiredAnswered: 'Recibido',
  requiredPending: 'Pendiente de envío',
  rejectedReason: (reason: string) => `Motivo del rechazo: ${reason}`,
  download: 'Descargar',
  downloadNamed: (fileName: string) => `Descargar ${fileName}`,
} as const;

/** The spec's upload notices (§8) and the reasons a file fails. */
export const uploadToasts = {
  failed: (fileName: string, reason: string) => ({
    title: 'Error al subir archivo',
    description: `No se pudo subir ${fileName}: ${reason}`,
  }),
  reasons: {
    server: (status: number) => `Error del servidor: ${status}`,
    noUrl: 'No se pudo obtener URL de subida',
    transfer: (status: number) => `Error en la subida: ${status}`,
    unknown: 'Error desconocido',
  },
  fileSent: (fileName: string) => ({
    title: 'Archivo subido exitosamente',
    description: `${fileName} se ha enviado correctamente`,
  }),
  dashboardSent: {
    title: 'Documentos enviados',
    description: 'Sus documentos han sido enviados exitosamente. Serán revisados en 24-48 horas.',
  },
  optionsSent: (count: number) => ({
    title: 'Documentos enviados exitosamente',
    description: `${count === 1 ? 'Se envió 1 documento' : `Se enviaron ${count} documentos`}. ${documentReviewNotice}`,
  }),
} as const;

/** The documents of a case as staff review them (the case page). */
export const staffDocumentTexts = {
  title: 'Documentos enviados',
  intro: 'Archivos que el cliente envió, con su huella SHA-256 registrada al recibirlos.',
  loading: 'Cargando documentos...',
  empty: 'El cliente aún no ha enviado documentos.',
  loadFailed: 'No se pudieron cargar los documentos',
  size: 'Tamaño',
  type: 'Tipo',
  uploadedBy: 'Enviado por',
  uploadedAt: 'Recibido',
  sha256: 'SHA-256',
  answers: 'Responde a',
  reviewedBy: (name: string, date: string) => `Revisado por ${name} el ${date}`,
  download: 'Descargar',
  downloadNamed: (fileName: string) => `Descargar ${fileName}`,
  verify: 'Verificar',
  reject: 'Rechazar',
  verifyNamed: (fileName: string) => `Verificar ${fileName}`,
  rejectNamed: (fileName: string) => `Rechazar ${fileName}`,
  rejectTitle: 'Rechazar documento',
  rejectReason: 'Motivo del rechazo',
  rejectReasonHint: 'El cliente verá este motivo junto al documento.',
  rejectConfirm: 'Rechazar documento',
  cancel: 'Cancelar',
  integrityCheck: 'Comprobar integridad',
  integrityChecking: 'Comprobando...',
  intact: 'Íntegro',
  altered: 'Alterado',
  intactHint: 'El archivo guardado coincide con la huella registrada al recibirlo.',
  alteredHint: 'El archivo guardado NO coincide con la huella registrada al recibirlo.',
  accessLog: 'Registro de accesos',
  accessLogEmpty: 'Nadie ha abierto este documento.',
  accessLogFailed: 'No se pudo cargar el registro de accesos',
  accessAllowed: 'Permitido',
  accessRefused: 'Rechazado',
  accessWho: 'Quién',
  accessWhen: 'Cuándo',
  accessFrom: 'Desde',
  accessAction: 'Acción',
  accessActions: { download: 'Descarga', verify: 'Comprobación de integridad' },
  /** Linking the file to a requested document of the case (issue 20). */
  linkLabel: 'Vincular a requisito',
  linkHint: 'Si este archivo cumple un documento solicitado, elíjalo: el cliente lo verá como recibido.',
  link: 'Vincular',
  linkNamed: (fileName: string) => `Vincular ${fileName} al documento solicitado`,
} as const;

/** Notices of the review of a document (staff). */
export const documentToasts = {
  verified: { title: 'Documento verificado', description: 'El cliente verá el documento como verificado.' },
  rejected: { title: 'Documento rechazado', description: 'El cliente verá el motivo del rechazo.' },
  reviewFailure: { title: 'Error al revisar documento', description: 'No se pudo guardar la revisión.' },
  linked: {
    title: 'Documento vinculado',
    description: 'El cliente verá el documento solicitado como recibido.',
  },
  linkFailure: { title: 'Error al vincular documento', description: 'No se pudo guardar el vínculo.' },
  integrityFailure: {
    title: 'Error al comprobar integridad',
    description: 'No se pudo comprobar el archivo.',
  },
} as const;
