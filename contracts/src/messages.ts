/**
 * The texts the server and the screens both use that are not labels of an enumeration: validation messages,
 * toasts the server answers with, the server's error messages and the form fields' labels. Written once, imported
 * by the services and the front end; the texts only screens read are in `@portal/copy`.
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
  /** A page's call found the sign-in left at the second factor's code step. */
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

/**
 * Screen texts the server writes too (the mails name the same steps, labels and links as the screens; a phase's
 * responsible before an agent is assigned). The screens read them in `@portal/copy`'s screenTexts.
 */
export const sharedScreenTexts = {
  /** Responsible of a phase until an agent is assigned; replaced by the agent's name then. */
  assignedAgentPlaceholder: 'Agente asignado',
  registrationNextStepsTitle: 'Próximos pasos',
  registrationNextSteps: [
    'Nuestros especialistas revisarán su caso.',
    'Le llamaremos por teléfono para una evaluación inicial.',
    'Le pediremos la documentación legal necesaria.',
    'Iniciaremos de inmediato el proceso de recuperación.',
  ],
  registrationCaseNumber: 'Número de caso',
  goToLogin: 'Iniciar sesión',
  supportTitle: '¿Necesita ayuda?',
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

/** The server's messages of a throttled request, with how long to wait as the Retry-After header says. */
export const waitTexts = {
  tooManyAttempts: (seconds: number) =>
    `Demasiados intentos fallidos. Espere ${waitText(seconds)} e intente nuevamente.`,
  tooManyRegistrations: (seconds: number) =>
    `Se hicieron demasiados registros desde su conexión. Espere ${waitText(seconds)} e intente nuevamente.`,
  /** A client's upload quota: the configured limit that refused the file. */
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

/** The server's answers about the second factor: its refusals and the confirmations of its writes. */
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
