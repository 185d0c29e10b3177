/**
 * Every text a person reads that is not a label of an enumeration: validation messages, toasts and the
 * server's error messages. Written once, imported by the front end and the services.
 */
export const validation = {
  username: 'Usuario debe tener al menos 3 caracteres',
  password: 'Contraseña debe tener al menos 6 caracteres',
  email: 'Email inválido',
  firstName: 'Nombre requerido',
  lastName: 'Apellido requerido',
  phone: 'Teléfono debe tener al menos 10 dígitos',
  country: 'País requerido',
  city: 'Ciudad requerida',
  fraudType: 'Tipo de fraude requerido',
  lossAmount: 'Monto perdido requerido',
  lossAmountFormat: 'Ingrese un monto válido mayor que cero (por ejemplo 15000.50)',
  currency: 'Moneda requerida',
  fraudDate: 'Fecha del fraude requerida',
  fraudDateFuture: 'La fecha del fraude no puede ser posterior a hoy',
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
  invalidOption: 'Seleccione una opción válida',
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
  tooManyAttempts: 'Demasiados intentos fallidos. Espere unos minutos e intente nuevamente.',
  usernameTaken: 'El nombre de usuario ya está registrado. Elija otro.',
  emailTaken: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.',
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
  internal: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
  unavailable: 'El servicio no está disponible en este momento. Intente nuevamente más tarde.',
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
} as const;
