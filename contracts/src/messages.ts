/**
 * Every text a person reads that is not a label of an enumeration: validation messages, toasts and the
 * server's error messages. Written once, imported by the front end and the services.
 */
export const validation = {
  username: 'Usuario debe tener al menos 3 caracteres',
  usernameCharacters: 'Usuario solo puede contener letras, números, punto, guion, guion bajo y @',
  password: 'Contraseña debe tener al menos 6 caracteres',
  passwordBlank:
    'La contraseña no puede tener solo espacios o caracteres invisibles: use letras, números o símbolos.',
  passwordMalformed:
    'La contraseña contiene un carácter dañado (por ejemplo, un emoji incompleto al copiar y pegar). Escríbala de nuevo.',
  email: 'Email inválido',
  firstName: 'Nombre requerido',
  lastName: 'Apellido requerido',
  phone: 'Teléfono debe tener al menos 10 dígitos',
  country: 'País requerido',
  city: 'Ciudad requerida',
  fraudType: 'Tipo de fraude requerido',
  lossAmount: 'Monto perdido requerido',
  lossAmountFormat:
    'Escriba el monto solo con números, sin espacios, signos ni separadores de miles, y con hasta 2 decimales (por ejemplo 15000.50)',
  amountPositive: 'El monto debe ser mayor que cero',
  amountTooLarge: 'El monto no puede ser mayor que 1000000000000',
  currency: 'Moneda requerida',
  fraudDate: 'Fecha del fraude requerida',
  fraudDateFuture: 'La fecha del fraude no puede ser posterior a hoy',
  fraudDateTooOld: 'La fecha del fraude no puede ser anterior al 1 de enero de 1900',
  platform: 'Plataforma/broker requerido',
  description: 'Descripción debe tener al menos 50 caracteres',
  preferredContact: 'Método de contacto preferido requerido',
  urgencyLevel: 'Nivel de urgencia requerido',
  licenseNumber: 'Número de licencia requerido',
  specialization: 'Especialización requerida',
  experience: 'Años de experiencia requeridos',
  certifications: 'Describa sus certificaciones',
  languages: 'Idiomas requeridos',
  officeLocation: 'Ubicación de oficina requerida',
  rejectionReason:
    'Indique el motivo del rechazo (al menos 10 caracteres): la persona lo recibirá por correo.',
  loginUsername: 'Usuario requerido',
  loginPassword: 'Contraseña requerida',
  currentPassword: 'Contraseña actual requerida',
  newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
  confirmPassword: 'Confirme la nueva contraseña',
  passwordsMismatch: 'Las contraseñas no coinciden',
  adminNewPassword: 'La contraseña debe tener al menos 6 caracteres',
  fullName: 'Nombre completo requerido',
  phoneNumber: 'Teléfono requerido',
  commentContent: 'Contenido del comentario requerido',
  securityTitle: 'Título debe tener al menos 5 caracteres',
  securityContent: 'Contenido debe tener al menos 10 caracteres',
  originalAmount: 'Monto original requerido',
  recoveredAmount: 'Monto recuperado requerido',
  pendingAmount: 'Monto pendiente requerido',
  clientId: 'Cliente requerido',
  agentId: 'Agente requerido',
  tooLong: 'El texto es demasiado largo',
  listSort: 'El orden pedido no existe en esta lista.',
  listPage: 'La página pedida no es válida: use números enteros (límite de 1 a 500).',
  caseIds: 'Indique de 1 a 200 casos, separados por comas.',
  invalidOption: 'Seleccione una opción válida',
  maxClients: 'El máximo de clientes debe ser un número entero entre 1 y 500',
} as const;

export const toasts = {
  loginSuccess: { title: 'Acceso exitoso', description: 'Bienvenido al sistema de recuperación de capital' },
  loginFailure: { title: 'Error de acceso', description: 'Credenciales incorrectas. Intente nuevamente.' },
  passwordChanged: {
    title: 'Contraseña actualizada',
    description: 'Su contraseña ha sido cambiada exitosamente',
  },
  passwordChangeFailure: {
    title: 'Error al cambiar contraseña',
    description: 'No se pudo cambiar la contraseña',
  },
  registrationSuccess: {
    title: 'Registro Exitoso',
    description: 'Su caso ha sido registrado. Recibirá contacto en 24-48 horas.',
  },
  registrationFailure: { title: 'Error en Registro', description: 'Hubo un problema. Intente nuevamente.' },
  agentApplicationSuccess: {
    title: 'Registro de Agente Enviado',
    description: 'Revisaremos su solicitud y le responderemos en 48-72 horas.',
  },
  sessionEnded: { title: 'Sesión cerrada', description: 'Su sesión se cerró de forma segura.' },
  sessionExpired: { title: 'Sesión finalizada', description: 'Su sesión expiró. Inicie sesión nuevamente.' },
  /** Issue 21: a page's call found the sign-in left at the second factor's code step. */
  signInUnfinished: {
    title: 'Inicio de sesión sin terminar',
    description: 'Falta su código de verificación: ingrese de nuevo con su contraseña y su código.',
  },
} as const;

/** Messages the server puts in the `message` of an error response. */
export const apiErrors = {
  badRequest: 'La solicitud no es válida. Revise los datos enviados.',
  validation: 'Algunos datos no son válidos. Revise los campos marcados.',
  invalidJson: 'El contenido enviado no es JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  unauthenticated: 'Usuario no autenticado',
  sessionExpired: 'Su sesión expiró. Inicie sesión nuevamente.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  userHeaderMismatch: 'El identificador de usuario no corresponde a la sesión.',
  notFound: 'Recurso no encontrado',
  routeNotFound: 'La ruta solicitada no existe.',
  methodNotAllowed: 'Método no permitido para esta ruta.',
  invalidCredentials: 'Usuario o contraseña incorrectos.',
  misdirectedRequest: 'Esta dirección no corresponde al portal. Entre por su dirección oficial.',
  httpsRequired: 'Esta conexión no es segura. Entre al portal por su dirección https://.',
  usernameTaken: 'El nombre de usuario ya está registrado. Elija otro.',
  emailTaken: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.',
  /** The value is held by a registration that has not finished (cut by a crash or a lost answer). */
  usernamePending:
    'Hay un registro sin terminar con este nombre de usuario. Si fue usted, envíe de nuevo los mismos datos o inténtelo otra vez en unos minutos.',
  emailPending:
    'Hay un registro sin terminar con este correo electrónico. Si fue usted, envíe de nuevo los mismos datos o inténtelo otra vez en unos minutos.',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key no es válido.',
  idempotencyKeyReused: 'Esta clave de idempotencia ya se usó con otros datos.',
  conflict:
    'Otra persona modificó estos datos al mismo tiempo. Recargue e intente de nuevo; no se perdió nada.',
  currentPasswordWrong: 'La contraseña actual es incorrecta.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  userInactive: 'Usuario o contraseña incorrectos.',
  dashboardNotFound: 'No se encontraron datos de recuperación',
  readModelLagging:
    'Su solicitud se guardó, pero la información tarda en actualizarse. Recargue en unos segundos.',
  agentUnavailable: 'El agente no está disponible para recibir clientes.',
  agentFull: 'El agente ya tiene el máximo de clientes asignados.',
  notImplemented: 'Esta función aún no está disponible.',
  internal: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
  unavailable: 'El servicio no está disponible en este momento. Intente nuevamente más tarde.',
  busy: 'El servicio está muy ocupado en este momento. Intente de nuevo en unos segundos.',
} as const;

/** Texts of screens that are not labels of an enum. */
export const screenTexts = {
  dashboardLoading: 'Cargando su panel personalizado...',
  accessErrorTitle: 'Error de Acceso',
  accessErrorBody: 'No se pudo cargar su información. Por favor, inicie sesión nuevamente.',
  notFoundTitle: 'Página no encontrada',
  notSpecified: 'No especificado',
  toBeDefined: 'Por definir',
  unassignedAgent: 'Por asignar',
  /** Responsible of a phase until an agent is assigned; replaced by the agent's name then. */
  assignedAgentPlaceholder: 'Agente asignado',

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
  registrationNextStepsTitle: 'Próximos pasos',
  registrationNextSteps: [
    'Nuestros especialistas revisarán su caso.',
    'Le llamaremos por teléfono para una evaluación inicial.',
    'Le pediremos la documentación legal necesaria.',
    'Iniciaremos de inmediato el proceso de recuperación.',
  ],
  registrationCaseNumber: 'Número de caso',
  registrationAccountNumber: 'Número de cuenta',
  registrationUsername: 'Usuario para iniciar sesión',
  goToLogin: 'Iniciar sesión',
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
  supportTitle: '¿Necesita ayuda?',
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
  /** The staff navigation's other places (issue 20): the landing (an agent's is their clients), the executive
   * panel, the compliance screen and the operator's console. */
  staffNavLinks: {
    home: 'Inicio',
    myClients: 'Mis clientes',
    executivePanel: 'Panel Ejecutivo',
    compliance: 'Cumplimiento',
    operations: 'Operaciones',
    /** Issue 21: the queue of ARCO requests (/privacidad). */
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

/** Labels of form fields, shared by every form that asks for the same data. */
export const fieldLabels = {
  username: 'Usuario',
  password: 'Contraseña',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  country: 'País',
  city: 'Ciudad',
  fraudType: 'Tipo de fraude',
  lossAmount: 'Monto perdido',
  currency: 'Moneda',
  fraudDate: 'Fecha del fraude',
  platform: 'Plataforma o broker',
  description: 'Descripción de lo ocurrido',
  evidence: 'Evidencia disponible',
  previousAttempts: 'Intentos previos de recuperación',
  preferredContact: 'Método de contacto preferido',
  urgencyLevel: 'Nivel de urgencia',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
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
  otherCurrencyAmount: (amount: string) => `${amount} (otra moneda)`,
};

/**
 * The server's messages of a throttled request, with how long to wait as the Retry-After header says. Apart from
 * `dynamicTexts` so that the front end's first pages, which never build them, do not load them.
 */
export const waitTexts = {
  tooManyAttempts: (seconds: number) =>
    `Demasiados intentos fallidos. Espere ${waitText(seconds)} e intente nuevamente.`,
  tooManyRegistrations: (seconds: number) =>
    `Se hicieron demasiados registros desde su conexión. Espere ${waitText(seconds)} e intente nuevamente.`,
  /** A client's upload quota (issue 20): the configured limit that refused the file. */
  tooManyUploadedFiles: (limit: number, seconds: number) =>
    `Ya envió ${limit} ${limit === 1 ? 'archivo' : 'archivos'} en la última hora, el máximo por hora. Espere ${waitText(seconds)} para enviar más.`,
  tooManyUploadedBytes: (limitBytes: number, seconds: number) =>
    `Con este archivo pasaría del máximo de ${fileSizeText(limitBytes)} enviados en una hora. Espere ${waitText(seconds)} e intente nuevamente.`,
  caseBytesFull: (limitBytes: number) =>
    `Con este archivo, los documentos de su caso pasarían del máximo de ${fileSizeText(limitBytes)}. Si necesita enviar más, comuníquese con su asesor.`,
};

/** A file size as people read it, in es-MX: 850 B, 12 KB, 1.5 MB (1024-based, as the upload limits count). */
export function fileSizeText(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** 1 segundo, 45 segundos, 1 minuto, 15 minutos (rounded up to whole minutes from a minute on). */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The server's answers about the second factor (issue 21): its refusals and the confirmations of its writes. */
export const secondFactorErrors = {
  /** A session whose second factor has not passed called anything but the second factor's own calls. */
  required: 'Falta la verificación en dos pasos: termine de iniciar sesión para continuar.',
  codeWrong: 'El código no es correcto. Intente nuevamente.',
  codeRequired: 'Escriba el código de verificación',
  notDue: 'Esta sesión no espera un código de verificación. Inicie sesión nuevamente.',
  enrolled: 'La verificación en dos pasos ya está activada en su cuenta.',
  notStarted: 'Primero genere el código QR para activar la verificación en dos pasos.',
  notEnrolled: 'Su cuenta no tiene activada la verificación en dos pasos.',
  targetNotEnrolled: 'Esta persona no tiene activada la verificación en dos pasos.',
  resetSelf:
    'No puede restablecer su propia verificación en dos pasos. Pida a otro superadministrador que lo haga.',
  removed: 'Verificación en dos pasos desactivada. Al iniciar sesión solo se le pedirá su contraseña.',
  reset: 'Verificación restablecida: la persona la activará de nuevo en su próximo inicio de sesión.',
} as const;
