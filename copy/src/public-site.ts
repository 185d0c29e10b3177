import type { RecoveryPhaseKey } from '@portal/contracts/texts';

/** /recovery-process (client-portal.md §2): the four phases and how long each usually takes (§9). */
export const processTexts = {
  title: 'Proceso de recuperación',
  intro:
    'Su caso avanza en cuatro fases. Cada una tiene una duración estimada en días hábiles; su agente le informa en su panel cuando una fase termina y empieza la siguiente.',
  yourCase: (caseNumber: string) => `Así va su caso ${caseNumber}`,
  signedOutNote: 'Al registrar su caso podrá ver aquí el estado de cada fase.',
  duration: 'Duración estimada',
  noCase: 'Aún no hay un caso registrado con su cuenta.',
  phaseDurations: {
    analysis: '3-5 días',
    forensic: '10-15 días',
    legal: '20-30 días',
    recovery: '30-60 días',
  } satisfies Record<RecoveryPhaseKey, string>,
  startCta: 'Registrar mi caso',
  optionsCta: 'Ver planes de recuperación',
} as const;

/** 'Mi Perfil' (/mi-perfil). */
export const profileTexts = {
  title: 'Mi Perfil',
  account: 'Datos de la cuenta',
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  username: 'Usuario',
  role: 'Rol',
  contact: 'Datos de contacto',
  contactHint: 'Su agente usará estos datos para comunicarse con usted.',
  phone: 'Teléfono',
  address: 'Dirección',
  city: 'Ciudad',
  country: 'País',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  saved: { title: 'Datos actualizados', description: 'Sus datos de contacto se guardaron.' },
  failed: 'No se pudieron guardar sus datos',
  staffNote:
    'Sus datos de cuenta (nombre, usuario, correo) los administra la administración del despacho; su contraseña la cambia usted aquí.',
  changePassword: 'Cambiar contraseña',
  noChanges: 'No hay cambios que guardar.',
  back: 'Volver a Mi Proceso',
} as const;
