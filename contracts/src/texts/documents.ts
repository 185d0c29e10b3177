/**
 * Texts of the documents of a case that the server uses: the API's refusals and the notice of a file's review.
 * The upload panel and the staff's document list are in `@portal/copy`.
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
  /** Linking a document to a requested one (staff). */
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
