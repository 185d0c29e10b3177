import { optionsTexts } from '@portal/contracts';
/**
 * Texts of the staff case page (/casos/$caseNumber): what an agent (or an admin) reads and does on one
 * case. Signed-in pages read them from `@portal/copy`; not part of the first pages' entry. The API's refusals
 * and the form messages are the contracts' (caseErrors, caseValidation, staffToasts), as are the enum labels and
 * the phase and document names.
 */

export const staffCaseTexts = {
  /** The page's title (tab) and heading. */
  pageTitle: (caseNumber: string) => `Caso ${caseNumber}`,
  backToDashboard: 'Volver a mis clientes',
  /** The same link for a role with no clients of its own (administration, compliance). */
  backToHome: 'Volver al inicio',
  loading: 'Cargando el caso...',
  notFoundTitle: 'No se encontró el caso',
  notFoundBody: 'Revise el número de caso o vuelva a su lista de clientes.',
  notYourCaseTitle: 'Este caso no está asignado a usted',
  notYourCaseBody:
    'Solo puede consultar y trabajar los casos de los clientes que tiene asignados. Si necesita acceso, pídalo a la administración.',
  /** A role that reads cases without changing them (compliance): the page shows no form or button that writes. */
  readOnly: {
    note: 'Vista de solo lectura: su rol consulta el caso, sus documentos y su historial, pero no puede modificarlos.',
    history: 'Ver el historial completo del caso',
  },

  header: {
    caseNumber: 'Caso',
    client: 'Cliente',
    agent: 'Agente',
    unassigned: 'Sin agente asignado',
    openedOn: 'Abierto el',
    /** Beside the plan: the terms the client accepted with it. */
    planAccepted: (feePercent: number, timeframe: string, day: string) =>
      `${optionsTexts.fee(feePercent)}, ${timeframe}; condiciones aceptadas el ${day}`,
    priority: (label: string) => `Prioridad ${label}`,
    progress: 'Avance del caso',
    progressHint: (completed: number, total: number) =>
      `${completed} de ${total} ${total === 1 ? 'fase completada' : 'fases completadas'}`,
  },

  contact: {
    title: 'Contacto del cliente',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    cityCountry: 'Ciudad y país',
    preferredContact: 'Contacto preferido',
    accountNumber: 'Número de cuenta',
    notGiven: 'No especificado',
  },

  fraud: {
    title: 'Detalles del fraude',
    fraudType: 'Tipo de fraude',
    platform: 'Plataforma o broker',
    fraudDate: 'Fecha del fraude',
    urgency: 'Urgencia',
    amount: 'Monto perdido',
    description: 'Descripción',
    evidence: 'Evidencia disponible',
    previousAttempts: 'Intentos previos de recuperación',
    notGiven: 'No indicado',
  },

  recovery: {
    title: 'Montos de recuperación',
    original: 'Monto original',
    recovered: 'Monto recuperado',
    pending: 'Monto pendiente',
    note: 'Los montos los actualiza la administración.',
  },

  plan: {
    title: 'Plan del caso',
    priority: 'Prioridad',
    estimatedCompletion: 'Fecha estimada de finalización',
    estimatedHint: 'Déjela vacía si aún no se puede estimar. El cliente la ve en su panel.',
    save: 'Guardar plan',
    saving: 'Guardando...',
    noEstimate: 'Sin fecha estimada',
  },

  phases: {
    title: 'Fases del proceso',
    empty: 'Este caso aún no tiene fases.',
    phaseOf: (position: number, total: number) => `Fase ${position} de ${total}`,
    responsible: 'Responsable',
    startedOn: 'Inicio',
    completedOn: 'Completada',
    estimatedDuration: 'Duración estimada',
    notStarted: 'Sin iniciar',
    progressLabel: 'Avance de la fase (%)',
    progressBar: 'Avance de la fase',
    progressHint: 'Un número entero de 0 a 100. El cliente ve este avance en su panel.',
    nextStepsTitle: 'Próximos pasos',
    nextStepsHint: 'Lo que sigue en esta fase, en palabras del cliente (hasta 10).',
    noNextSteps: 'Sin próximos pasos.',
    nextStepLabel: (position: number) => `Próximo paso ${position}`,
    addNextStep: 'Agregar paso',
    removeNextStep: (position: number) => `Quitar el próximo paso ${position}`,
    saveProgress: 'Guardar avance',
    savingProgress: 'Guardando...',
    complete: 'Completar fase',
    completing: 'Completando...',
    completeTitle: '¿Completar la fase?',
    completeBody: (phase: string, next: string | null) =>
      next
        ? `La fase «${phase}» quedará completada y comenzará la fase «${next}». El cliente lo verá en su panel y recibirá un aviso.`
        : `La fase «${phase}» quedará completada; es la última fase del proceso. El cliente lo verá en su panel y recibirá un aviso.`,
    completeUnsaved:
      'Si cambió el avance o los próximos pasos, guárdelos antes: completar la fase no los guarda.',
    confirmComplete: 'Sí, completar fase',
    cancel: 'Cancelar',
    start: 'Iniciar fase',
    starting: 'Iniciando...',
    startHint: 'La fase anterior está completada: esta fase puede comenzar.',
    allCompleted: 'Todas las fases del proceso están completadas.',
  },

  timeline: {
    title: 'Historial del caso',
    intro:
      'Lo más reciente primero. Los cambios de fase se registran solos. El cliente ve el título y la descripción de cada hito en su historial.',
    empty: 'Aún no hay eventos en el historial.',
    responsible: 'Responsable',
    addTitle: 'Agregar un hito',
    titleLabel: 'Título del hito',
    descriptionLabel: 'Descripción',
    dateLabel: 'Fecha del hito',
    dateHint: 'No puede ser posterior a hoy.',
    add: 'Agregar hito',
    adding: 'Agregando...',
  },

  documents: {
    title: 'Documentos requeridos',
    intro: 'Los documentos que el cliente ve como solicitados en su panel.',
    empty: 'Este caso no solicita documentos por ahora.',
    required: 'Requerido',
    optional: 'Opcional',
    addTitle: 'Solicitar un documento',
    sourceLabel: 'Qué documento',
    fromCatalog: 'Del catálogo',
    named: 'Otro documento',
    catalogLabel: 'Documento del catálogo',
    catalogExhausted: 'Todos los documentos del catálogo ya se solicitan en este caso.',
    nameLabel: 'Nombre del documento',
    descriptionLabel: 'Descripción',
    requiredSwitch: 'Obligatorio',
    requiredHint: 'Si lo desactiva, el cliente lo ve como opcional.',
    add: 'Agregar documento',
    adding: 'Agregando...',
    remove: 'Quitar',
    removeNamed: (name: string) => `Quitar «${name}»`,
    removeTitle: '¿Dejar de solicitar el documento?',
    removeBody: (name: string) =>
      `El cliente dejará de ver «${name}» entre los documentos requeridos de su caso.`,
    confirmRemove: 'Sí, quitar',
    removing: 'Quitando...',
  },

  comments: {
    title: 'Comentarios de seguimiento',
    intro: 'Los comentarios visibles los lee el cliente en su panel; los internos, solo el equipo.',
    loading: 'Cargando comentarios...',
    loadFailed: 'No se pudieron cargar los comentarios',
    empty: 'Aún no hay comentarios en este caso.',
    listLabel: 'Comentarios del caso',
    contentLabel: 'Nuevo comentario',
    visibleSwitch: 'Visible para el cliente',
    visibleHint: 'Desactívelo para escribir una nota interna que el cliente no verá.',
    visibleToClient: 'Visible para el cliente',
    internal: 'Interno (solo el equipo)',
    add: 'Agregar Comentario',
    adding: 'Agregando...',
  },

  /** A stale write (409): the banner over the page, with the server's message. */
  conflict: {
    reload: 'Recargar',
    reloading: 'Recargando...',
    reloaded:
      'Se cargó la versión actual del caso. Lo que usted escribió sigue en los formularios: revíselo y guarde de nuevo.',
    dismiss: 'Cerrar aviso',
  },

  /** Notices of the writes (title and description). */
  toasts: {
    progressSaved: { title: 'Avance guardado', description: 'El cliente ya ve el avance de la fase.' },
    phaseCompleted: { title: 'Fase completada', description: 'La siguiente fase quedó en progreso.' },
    lastPhaseCompleted: { title: 'Fase completada', description: 'Todas las fases están completadas.' },
    phaseStarted: { title: 'Fase iniciada', description: 'El cliente ya la ve en progreso.' },
    milestoneAdded: {
      title: 'Hito agregado',
      description: 'El hito ya aparece en el historial del caso. El cliente ve su título y su descripción.',
    },
    documentAdded: { title: 'Documento solicitado', description: 'El cliente ya lo ve en su panel.' },
    documentRemoved: { title: 'Documento quitado', description: 'El caso ya no lo solicita.' },
    planSaved: {
      title: 'Plan actualizado',
      description: 'El cliente ya ve la prioridad y la fecha estimada.',
    },
    writeFailure: { title: 'No se pudo guardar', description: 'Intente de nuevo en unos momentos.' },
  },
} as const;
