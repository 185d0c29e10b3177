/**
 * Texts of the staff administration that the server answers with: the API's refusals of the admin calls, the
 * notices it confirms with and the operator's console (its answers). The screens' own texts are in `@portal/copy`.
 */
export const adminErrors = {
  userNotFound: 'No se encontró el usuario.',
  staleUser:
    'Otra persona modificó este usuario mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
  usernameTaken: 'Ese usuario ya pertenece a otra cuenta. Elija otro.',
  emailTaken: 'Ese correo electrónico ya pertenece a otra cuenta.',
  selfChange: 'No puede desactivar su propia cuenta ni cambiar su propio rol.',
  ownPassword:
    'Su propia contraseña se cambia en «Mi Perfil», con el formulario «Cambiar contraseña», que pide la contraseña actual.',
  lastSuperadmin: 'No se puede desactivar ni cambiar el rol del único superadministrador activo.',
  superadminOnly: 'Solo un superadministrador puede modificar a administradores o asignar ese rol.',
  roleNotAssignable:
    'Ese cambio de rol no está permitido: los agentes se crean con su formulario y los clientes con su registro.',
  agentNotFound: 'No se encontró el agente.',
  staleAgent:
    'Otra persona modificó este agente (o le asignó un cliente) mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
  maxBelowClients: (clients: number) =>
    `El agente ya atiende ${clients} ${clients === 1 ? 'cliente' : 'clientes'}: el máximo no puede ser menor.`,
  agentInactive: 'La cuenta de este agente está desactivada: no se le pueden asignar clientes.',
  clientInactive: 'La cuenta de este cliente está desactivada: no se puede asignar.',
  clientNotFound: 'No se encontró el cliente.',
  clientSuspended: 'El cliente está suspendido: no se le puede asignar un agente.',
  staleClient:
    'Otra persona modificó este cliente (o lo asignó) mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
  lossFieldsInCase: 'El monto, la moneda y la descripción de la pérdida se corrigen en el caso de fraude.',
  recoveryAmountsDontAddUp: 'Lo recuperado más lo pendiente debe sumar el monto original.',
  recoveryNotStarted:
    'El proceso pasa a «En Progreso» al iniciar su primera fase: hágalo desde el expediente del caso.',
  recoveryNotFinished:
    'El proceso se completa al completar todas sus fases: hágalo desde el expediente del caso.',
  applicationNotFound: 'No se encontró la solicitud.',
  applicationDecided: 'Esta solicitud ya fue resuelta por otra persona. Recargue para ver su estado.',
  recoveryAlreadyStarted: 'El proceso ya tiene fases iniciadas: no puede volver a «Pendiente».',
} as const;

/** Notices of the administration (staff-admin.md §8). */
export const adminToasts = {
  userUpdated: { title: 'Usuario actualizado', description: 'Los cambios se guardaron correctamente' },
  userUpdateFailure: { title: 'Error', description: 'No se pudo actualizar el usuario' },
  passwordChanged: {
    title: 'Contraseña actualizada',
    description: 'La persona recibirá un aviso por correo electrónico.',
  },
  applicationApproved: {
    title: 'Solicitud aprobada',
    description: 'Se creó la cuenta del agente y se le avisó por correo electrónico.',
  },
  applicationRejected: {
    title: 'Solicitud rechazada',
    description: 'Se avisó a la persona por correo electrónico.',
  },
  applicationFailure: { title: 'Error', description: 'No se pudo resolver la solicitud' },
  recoveryUpdated: { title: 'Proceso actualizado', description: 'Los cambios se guardaron correctamente' },
  recoveryUpdateFailure: {
    title: 'Error al actualizar proceso',
    description: 'No se pudo actualizar el proceso',
  },
  passwordChangeFailure: {
    title: 'Error al cambiar contraseña',
    description: 'No se pudo cambiar la contraseña',
  },
  staffUserCreated: {
    title: 'Cuenta creada',
    description: 'La persona ya puede iniciar sesión con el usuario y la contraseña que usted le indicó.',
  },
  staffUserCreateFailure: { title: 'Error al crear la cuenta', description: 'No se pudo crear la cuenta' },
} as const;

/** The operator's console (/operaciones). Technical states stay as the engine names them. */
export const opsTexts = {
  title: 'Consola de operaciones',
  open: 'Abrir la consola',
  body: 'Proyecciones, reactores, cola de trabajos y registro de eventos; reconstruir un modelo de lectura.',
  projections: 'Proyecciones',
  reactors: 'Reactores',
  jobs: 'Cola de trabajos',
  eventStore: 'Registro de eventos',
  events: 'Eventos',
  size: 'Tamaño',
  perMinute: 'Eventos por minuto',
  notAvailable: 'No disponible',
  name: 'Nombre',
  state: 'Estado',
  position: 'Posición',
  behind: 'Eventos pendientes',
  lag: 'Retraso',
  error: 'Último error',
  none: 'Ninguno',
  counts: {
    waiting: 'En espera',
    active: 'En curso',
    delayed: 'Programados',
    done: 'Completados',
    dead: 'Fallidos',
  },
  deadLetters: 'Trabajos fallidos',
  attempts: (n: number) => `${n} ${n === 1 ? 'intento' : 'intentos'}`,
  noDeadLetters: 'No hay trabajos fallidos.',
  retry: 'Reintentar',
  discard: 'Descartar',
  retried: 'El trabajo se volverá a intentar.',
  discarded: 'El trabajo se descartó.',
  deadLetterMissing: 'Ese trabajo ya no está entre los fallidos.',
  rebuild: 'Reconstruir',
  check: 'Comprobar',
  rebuilding: (name: string) => `Reconstruyendo ${name}`,
  checking: (name: string) => `Comprobando ${name}`,
  progress: (done: number, total: number, rate: number, left: number | null) =>
    `${done.toLocaleString('es-MX')} de ${total.toLocaleString('es-MX')} eventos · ${rate.toLocaleString('es-MX')} eventos/s${left === null ? '' : ` · ${left} s restantes`}`,
  rebuilt: 'Reconstrucción terminada: la proyección ya usa el resultado.',
  checked: (n: number) =>
    n === 0 ? 'Coincide con el registro de eventos.' : `${n} documentos difieren del registro de eventos.`,
  failed: 'La reconstrucción se detuvo; no se cambió nada.',
  unknownProjection: 'Esa proyección no existe',
  rebuildRunning: 'Esa proyección ya se está reconstruyendo',
  loadFailed: 'No se pudo leer el estado del sistema',
  rebuildsFailed: 'No se pudo leer el avance de las reconstrucciones',
  refresh: 'Actualizar',
} as const;
