import { documentReviewNotice } from './documents.js';

/** /recovery-options: tabs, plans, documents and agent (client-portal.md §2). */
export const optionsTexts = {
  title: 'Opciones de recuperación',
  intro:
    'Elija el plan que mejor se ajusta a su caso. Solo paga un porcentaje de lo que efectivamente se recupere.',
  tabs: { cronologia: 'Cronología', opciones: 'Opciones', documentos: 'Documentos', agente: 'Agente' },
  recommended: 'Recomendado',
  selected: 'Seleccionado',
  fee: (percent: number) => `${percent}% del monto recuperado`,
  timeframe: 'Tiempo estimado',
  features: 'Incluye',
  steps: 'Pasos del proceso',
  successRate: (share: string, closed: number) => `${share}% de ${closed} casos cerrados con recuperación`,
  noSuccessRate: 'Aún no hay casos cerrados suficientes con este plan para publicar un resultado.',
  continue: 'Continuar con este plan',
  confirm: 'Confirmar plan',
  confirming: 'Guardando...',
  chosen: (plan: string) => `Su plan actual: ${plan}`,
  planSaved: { title: 'Plan confirmado', description: 'Su agente verá el plan elegido en su expediente.' },
  planFailed: 'No se pudo guardar el plan',
  /** The terms the client accepts before the plan is confirmed: the firm's configured ones. */
  terms: {
    title: (plan: string) => `Condiciones del ${plan}`,
    intro: 'Antes de confirmar, revise lo que acepta:',
    fee: 'Honorarios',
    timeframe: 'Tiempo estimado',
    documents: 'Documentos que se le pedirán',
    accept: (plan: string) => `He leído y acepto las condiciones del ${plan}`,
    confirm: 'Aceptar y confirmar plan',
    cancel: 'Cancelar',
  },
  signInToConfirm: 'Inicie sesión para confirmar su plan y enviar sus documentos.',
  loading: 'Cargando planes...',
  loadFailed: 'No se pudieron cargar los planes',
  noPlans:
    'El despacho aún no publica sus planes en el portal. Escríbanos o llámenos para conocer las condiciones.',
  documentsTitle: (plan: string) => `Documentos requeridos para el ${plan}`,
  upload: 'Subir documentos',
  uploadSuccess: (count: number) => ({
    title: 'Documentos enviados exitosamente',
    description: `${count} ${count === 1 ? 'archivo enviado' : 'archivos enviados'}. ${documentReviewNotice}`,
  }),
  timelineTitle: 'Cronología de su caso',
  timelineSignedOut:
    'Tras registrar su caso, aquí verá cada fase con sus fechas. Estas son las fases y su duración estimada:',
  agentTitle: 'Su agente',
  agentSignedOut:
    'Al registrar su caso, la administración le asigna un agente especializado, normalmente en 24 a 48 horas. Verá aquí su nombre y cómo contactarle.',
  agentPending: 'Aún no tiene un agente asignado. La administración lo asignará en 24 a 48 horas.',
  agentPhone: 'Teléfono',
  agentEmail: 'Correo',
} as const;

/** The staff screen of indicators and news (/admin/contenido). */
export const contentAdminTexts = {
  title: 'Indicadores y noticias',
  indicators: 'Indicadores',
  news: 'Noticias',
  newIndicator: 'Nuevo indicador',
  newArticle: 'Nueva noticia',
  name: 'Nombre',
  value: 'Valor',
  date: 'Fecha',
  articleTitle: 'Título',
  excerpt: 'Resumen',
  body: 'Texto de la noticia',
  image: 'Imagen (opcional)',
  imageHint: 'PNG, JPG o WebP, máximo 2 MB. Sin imagen se muestra la imagen predeterminada.',
  removeImage: 'Quitar imagen',
  status: 'Estado',
  statusLabels: { published: 'Publicada', draft: 'Borrador' },
  publishDate: 'Fecha de publicación',
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Eliminar',
  confirmDelete: (what: string) => `¿Eliminar «${what}»? Esta acción no se puede deshacer.`,
  emptyIndicators: 'No hay indicadores. Cree el primero.',
  emptyNews: 'No hay noticias. Cree la primera.',
  saved: 'Cambios guardados',
  deleted: 'Eliminado',
  failed: 'No se pudo guardar',
  uploadingImage: 'Subiendo imagen...',
} as const;

/** Validation of indicators and news (server and forms). */
export const contentValidation = {
  indicatorName: 'Escriba el nombre del indicador (2 a 80 caracteres)',
  indicatorValue: 'Escriba el valor del indicador (1 a 40 caracteres)',
  date: 'Escriba una fecha válida (AAAA-MM-DD)',
  dateFuture: 'La fecha no puede ser posterior a hoy',
  dateTooOld: 'La fecha no puede ser anterior al 1 de enero de 1900',
  title: 'Escriba un título de 5 a 160 caracteres',
  excerpt: 'Escriba un resumen de 10 a 300 caracteres',
  body: 'El texto de la noticia no puede pasar de 20,000 caracteres',
  status: 'Elija si la noticia está publicada o es un borrador',
  image: 'La imagen no es válida: súbala de nuevo',
  imageType: 'La imagen debe ser PNG, JPG o WebP',
  imageTooLarge: 'La imagen no puede pasar de 2 MB',
  plan: 'Elija uno de los planes: estándar, express o premium',
  planUnavailable: 'Ese plan no está disponible en este momento',
  termsNotAccepted: 'Para elegir el plan, lea sus condiciones y márquelas como aceptadas',
  terms: 'Faltan las condiciones del plan que acepta: recargue la página y revíselas',
  newsLimit: 'El límite debe ser un número entero desde 1',
} as const;

/** Refusals of these routes. */
export const contentErrors = {
  indicatorNotFound: 'El indicador no existe o fue eliminado',
  articleNotFound: 'La noticia no existe o fue eliminada',
  imageNotFound: 'La imagen no existe',
  staleIndicator: 'Otra persona modificó este indicador. Recargue para ver los cambios.',
  staleArticle: 'Otra persona modificó esta noticia. Recargue para ver los cambios.',
  staleProfile: 'Sus datos cambiaron desde que abrió esta página. Recargue para ver los cambios.',
  recoveryNotYours: 'Solo puede ver su propio caso de recuperación.',
  recoveryNotAssigned: 'Este cliente no está asignado a usted.',
  noRecovery: 'No se encontraron datos de recuperación',
  notAClient: 'Solo los clientes tienen datos de contacto que editar aquí.',
  planTermsChanged:
    'Las condiciones de este plan cambiaron desde que las leyó. Revise las condiciones actuales y acéptelas de nuevo.',
} as const;
