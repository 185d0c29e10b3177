/**
 * Texts of the staff workspace: the list of an agent's clients (or every case, for admins) on
 * /dashboard, and the security comments manager (/avisos-de-seguridad). Signed-in pages read them from
 * `@portal/copy`; not part of the first pages' entry. The notices of the writes are the contracts' `staffToasts`.
 */

/** "Mis clientes" (an agent) and "Todos los casos" (admin and superadmin) on /dashboard. */
export const agentClientsTexts = {
  mineTitle: 'Mis clientes',
  mineIntro: 'Los clientes asignados a usted y el estado de cada caso.',
  allTitle: 'Todos los casos',
  allIntro: 'Todos los casos del portal, con su agente y su estado.',
  searchLabel: 'Buscar por cliente o número de caso',
  searchPlaceholder: 'Nombre o número de caso',
  sortLabel: 'Ordenar por',
  sortOptions: {
    lastActivity: 'Última actividad (más reciente primero)',
    progress: 'Avance (menor primero)',
    urgency: 'Urgencia (más urgente primero)',
    name: 'Nombre (A a Z)',
  },
  columns: {
    caseNumber: 'Caso',
    client: 'Cliente',
    urgency: 'Urgencia',
    phase: 'Fase actual',
    progress: 'Avance',
    lastActivity: 'Última actividad',
    pending: 'Pendientes',
    agent: 'Agente',
  },
  /** A case whose phases are all completed. */
  completed: 'Completado',
  /** A case without a phase in progress that is not complete (phases not started yet). */
  noCurrentPhase: 'Sin fase en curso',
  nothingPending: 'Nada pendiente',
  progressOf: (caseNumber: string) => `Avance del caso ${caseNumber}`,
  documentsAwaitingReview: (count: number) =>
    count === 1 ? '1 documento por revisar' : `${count} documentos por revisar`,
  unreadClientActivity: (count: number) =>
    count === 1 ? '1 novedad del cliente' : `${count} novedades del cliente`,
  /** Said by the live region under the search box. */
  shown: (shown: number, total: number) =>
    shown === total
      ? total === 1
        ? '1 caso'
        : `${total} casos`
      : `${shown} de ${total} ${total === 1 ? 'caso' : 'casos'}`,
  lastActivityOn: 'Última actividad el',
  loading: 'Cargando clientes...',
  loadFailed: 'No se pudo cargar la lista de clientes',
  mineEmpty: 'Aún no tiene clientes asignados.',
  allEmpty: 'Aún no hay casos registrados.',
  noMatch: 'Ningún cliente coincide con la búsqueda.',
  clearSearch: 'Limpiar búsqueda',
  /** Below a page of the list when more cases matched. */
  showMore: 'Mostrar más casos',
} as const;

/** The security comments manager (admin and superadmin), its page and its card on /dashboard. */
export const securityCommentsAdminTexts = {
  pageTitle: 'Comentarios de seguridad',
  intro:
    'Los avisos que los clientes leen en la sección Seguridad de su panel. Solo se muestran los comentarios activos y públicos.',
  listLabel: 'Comentarios de seguridad publicados',
  dashboardCardBody: 'Publique, edite o retire los avisos de seguridad que leen los clientes.',
  dashboardCardLink: 'Gestionar comentarios',
  backToDashboard: 'Volver al panel',
  newComment: 'Nuevo comentario',
  createTitle: 'Nuevo comentario de seguridad',
  editTitle: 'Editar comentario de seguridad',
  fields: {
    title: 'Título',
    content: 'Contenido',
    category: 'Categoría',
    priority: 'Prioridad',
    isActive: 'Activo',
    isPublic: 'Público',
  },
  hints: {
    isActive: 'Un comentario inactivo no se muestra a nadie.',
    isPublic: 'Un comentario público lo leen todos los clientes con sesión iniciada.',
  },
  priorityOptions: { high: 'Alta', medium: 'Media', low: 'Baja' },
  active: 'Activo',
  inactive: 'Inactivo',
  public: 'Público',
  private: 'Privado',
  author: 'Autor',
  createdOn: 'Creado el',
  updatedOn: 'Actualizado el',
  edit: 'Editar',
  delete: 'Eliminar',
  /** The accessible names of a row's buttons (the visible text is edit/delete). */
  editNamed: (title: string) => `Editar «${title}»`,
  deleteNamed: (title: string) => `Eliminar «${title}»`,
  cancel: 'Cancelar',
  create: 'Crear comentario',
  creating: 'Creando...',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  deleting: 'Eliminando...',
  deleteTitle: '¿Eliminar comentario?',
  deleteBody: (title: string) => `Se eliminará el comentario «${title}» y los clientes dejarán de verlo.`,
  deleteIrreversible: 'Esta acción no se puede deshacer.',
  /** After a 409: the server's message, then this button (what the person typed stays in the form). */
  reload: 'Recargar',
  reloading: 'Recargando...',
  reloaded:
    'Se cargó la versión actual del comentario. Sus cambios siguen en el formulario: revíselos y guarde de nuevo.',
  currentVersion: 'Versión guardada ahora',
  deletedMeanwhile: 'El comentario ya no existe: otra persona lo eliminó.',
  loading: 'Cargando comentarios de seguridad...',
  loadFailed: 'No se pudieron cargar los comentarios de seguridad',
  empty: 'Aún no hay comentarios de seguridad. Cree el primero con «Nuevo comentario».',
} as const;
