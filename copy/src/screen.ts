import { sharedScreenTexts } from '@portal/contracts/texts';

/**
 * The texts every screen shares (the page chrome, the first pages, the client's case) that are not labels of an
 * enumeration, the form fields' hints and the texts built from a value. The first pages (landing, login) load this
 * module, so it imports only the zod-free `@portal/contracts/texts`. The few screen texts the server writes too
 * (mail) are the contracts' `sharedScreenTexts`, spread in here.
 */
export const screenTexts = {
  ...sharedScreenTexts,
  dashboardLoading: 'Cargando su panel personalizado...',
  accessErrorTitle: 'Error de Acceso',
  accessErrorBody: 'No se pudo cargar su información. Por favor, inicie sesión nuevamente.',
  notFoundTitle: 'Página no encontrada',
  notSpecified: 'No especificado',
  toBeDefined: 'Por definir',
  unassignedAgent: 'Por asignar',

  // Shared chrome (front end)
  skipToContent: 'Saltar al contenido principal',
  backHome: 'Volver al Inicio',
  logout: 'Cerrar sesión',
  loggingOut: 'Cerrando sesión...',
  comingSoon: 'Esta sección estará disponible próximamente.',
  comingSoonTitle: 'En preparación',
  networkError: 'No se pudo conectar con el servidor. Verifique su conexión a internet e intente nuevamente.',
  unexpectedErrorTitle: 'Algo salió mal',
  reloadPage: 'Recargar la página',
  notFoundBody: 'La página que busca no existe o cambió de dirección.',
  demoModeNotice: 'Modo de demostración: la información de este portal es ficticia.',
  requiredFieldsNote: 'Los campos marcados con * son obligatorios.',
  selectPlaceholder: 'Seleccione una opción',
  showPassword: 'Mostrar contraseña',
  notificationsRegion: 'Notificaciones',
  closeNotification: 'Cerrar notificación',
  closeDialog: 'Cerrar',
  callUs: 'Llamar',
  emailUs: 'Enviar correo',
  contactTitle: 'Contacto',

  // Landing page
  registerCase: 'Registrar mi caso',
  corporatePortal: 'Portal Corporativo',
  agentApply: 'Solicitar Ser Agente',

  // Login
  loginTitle: 'Acceso al portal',
  loginIntro: 'Ingrese con el usuario y la contraseña que eligió al registrarse.',
  loginSubmit: 'Acceso Seguro',
  loginPending: 'Autenticando...',
  clientRegistrationLink: 'Registro de Cliente',

  // Client registration
  registrationTitle: 'Registro de caso',
  registrationIntro:
    'Cuéntenos qué ocurrió. Con esta información un especialista revisará su caso y se pondrá en contacto con usted.',
  registrationSections: {
    personal: 'Información personal',
    access: 'Datos de acceso',
    fraud: 'Información del fraude',
    contact: 'Preferencias de contacto',
  },
  registerSubmit: 'Registrar Caso',
  registerPending: 'Registrando...',
  registrationSuccessTitle: 'Registro Exitoso',
  registrationAccountNumber: 'Número de cuenta',
  registrationUsername: 'Usuario para iniciar sesión',
  descriptionMinimum: 50,

  // Client dashboard
  welcomeButton: 'Bienvenida',
  accountNumberLabel: 'Cuenta',
  summaryCards: {
    lostCapital: 'Capital perdido',
    progress: 'Progreso de recuperación',
    estimatedCompletion: 'Finalización estimada',
    priority: 'Prioridad del caso',
  },
  caseBanner: { caseNumber: 'Caso', agent: 'Agente asignado', complete: 'completado' },
  dashboardTabs: {
    summary: 'Resumen',
    progress: 'Progreso',
    documents: 'Documentos',
    history: 'Historial',
    security: 'Seguridad',
    comments: 'Comentarios',
  },
  dashboardTabsLabel: 'Secciones de su caso',
  caseDetailsTitle: 'Detalles del caso',
  caseFields: {
    fraudType: 'Tipo de fraude',
    platform: 'Plataforma o broker',
    fraudDate: 'Fecha del fraude',
    urgency: 'Urgencia',
    description: 'Descripción',
  },
  phasesTitle: 'Fases del proceso',
  noPhases: 'Las fases de su proceso se definirán después de la revisión inicial.',
  phaseResponsible: 'Responsable',
  agentTitle: 'Su agente',
  agentUnassignedBody: 'Un especialista será asignado a su caso después de la revisión inicial.',
  callAgent: 'Llamar',
  emailAgent: 'Enviar correo',
  serviceHoursTitle: 'Horario de atención',
  accountInfoTitle: 'Información de la cuenta',
  accountFields: {
    accountNumber: 'Número de cuenta',
    email: 'Correo registrado',
    phone: 'Teléfono de contacto',
    address: 'Dirección',
  },
  changePasswordTitle: 'Cambiar contraseña',
  changePasswordSubmit: 'Cambiar contraseña',
  changePasswordPending: 'Cambiando...',
  supportBody: 'Escriba a nuestro equipo de soporte indicando su número de caso.',
  contactSupport: 'Contactar a soporte',
  requiredDocumentsTitle: 'Documentos requeridos',
  submittedDocumentsTitle: 'Documentos enviados',
  noRequiredDocuments: 'Por ahora no se requieren documentos adicionales.',
  noSubmittedDocuments: 'Aún no ha enviado documentos.',
  optionalDocument: 'Opcional',
  requiredDocument: 'Requerido',
  timelineTitle: 'Historial del caso',
  noTimeline: 'Aún no hay eventos registrados en su caso.',

  clientDashboardTitle: 'Mi caso',
  recoveryProcessTitle: 'Proceso de recuperación',
  recoveryOptionsTitle: 'Opciones de recuperación',
  adminDashboardTitle: 'Panel de administración',

  // Staff landing
  staffDashboardTitle: 'Panel de trabajo',
  staffNavLabel: 'Secciones del personal',
  staffUsersBody: 'Consulte y administre las cuentas de usuarios del portal.',
  staffAdminPanelBody: 'Clientes, agentes, casos y procesos de recuperación.',
  staffGreeting: 'Bienvenido(a)',
  staffIntro: 'Desde aquí podrá acceder a las herramientas de su rol.',
  staffAdminLinks: { users: 'Usuarios', adminPanel: 'Panel Admin', content: 'Indicadores y noticias' },
  /** The staff navigation's other places: the landing (an agent's is their clients), the executive
   * panel, the compliance screen and the operator's console. */
  staffNavLinks: {
    home: 'Inicio',
    myClients: 'Mis clientes',
    executivePanel: 'Panel Ejecutivo',
    compliance: 'Cumplimiento',
    operations: 'Operaciones',
    /** The queue of ARCO requests (/privacidad). */
    privacyRequests: 'Solicitudes ARCO',
  },
  myAccount: 'Mi Cuenta',
  staffToolsComingSoon: 'Las herramientas de trabajo para su rol estarán disponibles próximamente.',
  goToDashboard: 'Ir al Dashboard',

  // Data screens (front end): the failures of a read, told apart (QueryErrorState), and a client's link to
  // the case from the general landing (/dashboard). A 401 keeps the spec's accessErrorTitle/accessErrorBody.
  loadErrorTitle: 'No se pudo cargar la información',
  forbiddenBody: 'Su cuenta no tiene acceso a esta información.',
  goToMyHome: 'Ir a mi inicio',
  dataNotFoundTitle: 'No se encontró la información',
  dataNotFoundBody: 'Es posible que aún se esté preparando. Intente de nuevo en unos momentos.',
  retry: 'Reintentar',
  clientCaseTitle: 'Su caso',
  clientCaseBody: 'Consulte el avance de su caso, sus documentos y los datos de contacto de su agente.',
  clientCaseLink: 'Ver mi caso',
} as const;

/** Short help under a form field. */
export const fieldHints = {
  username: 'Mínimo 3 caracteres. Lo usará para iniciar sesión.',
  password: 'Mínimo 6 caracteres.',
  phone: 'Incluya la lada; mínimo 10 dígitos.',
  lossAmount: 'Solo números, con punto o coma y hasta 2 decimales si los necesita (por ejemplo 15000.50).',
  platform: 'Nombre de la plataforma, broker, sitio web o persona que recibió su dinero.',
  evidence: 'Opcional. Por ejemplo: comprobantes de transferencia, capturas de pantalla, correos.',
  previousAttempts: 'Opcional. Denuncias presentadas, reclamaciones al banco u otros intentos.',
  optional: 'Opcional',
  newPassword: 'Mínimo 6 caracteres.',
} as const;

/** Texts that depend on a value. */
export const dynamicTexts = {
  descriptionCount: (count: number, minimum: number) =>
    count >= minimum ? `${count} caracteres` : `${count} de ${minimum} caracteres mínimos`,
  agentEmailSubject: (caseNumber: string) => `Consulta sobre el caso ${caseNumber}`,
  supportEmailSubject: (caseNumber: string) => `Soporte - Caso ${caseNumber}`,
  progressValue: (percent: number) => `${percent}% completado`,
};
