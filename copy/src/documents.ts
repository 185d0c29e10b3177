import { documentReviewNotice } from '@portal/contracts';

/**
 * The documents of a case on the screens: the upload panel (client-portal.md §5, §8, §9) and the staff's document
 * list. The API's refusals are in `@portal/contracts`.
 */

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
  /** Linking the file to a requested document of the case. */
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
