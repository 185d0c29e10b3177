/**
 * The second factor's screens apart from the login's code step: enrolment (at the sign-in that asks
 * for it, or from 'Mi Perfil'), the recovery codes shown once, the profile's section and the superadmin's reset.
 */
export const secondFactorTexts = {
  enrolment: {
    title: 'Active la verificación en dos pasos',
    /** Why, in one sentence: staff must, others chose to. */
    whyRequired:
      'Su cuenta del despacho puede ver expedientes con datos delicados de las víctimas, por eso además de la contraseña pide un código de su teléfono.',
    whyOffered:
      'Además de su contraseña, al iniciar sesión se le pedirá un código de su teléfono: nadie podrá entrar solo con su contraseña.',
    scan: 'Escanee este código QR con una aplicación de autenticación en su teléfono.',
    qrAlt: 'Código QR para agregar esta cuenta a su aplicación de autenticación',
    manual: '¿No puede escanearlo? Escriba esta clave en la aplicación:',
    secretLabel: 'Clave para escribir a mano',
    openInApp: '¿Usa este mismo teléfono? Abra la clave en su aplicación',
    codeLabel: 'Código de verificación',
    codeHint: 'Escriba el código de 6 dígitos que muestra la aplicación para confirmar.',
    confirm: 'Activar',
    confirming: 'Activando...',
    cancel: 'Cancelar',
    loading: 'Preparando la activación...',
    loadFailed: 'No se pudo preparar la activación',
    failed: 'No se pudo activar. Intente nuevamente.',
  },
  recoveryCodes: {
    title: 'Sus códigos de recuperación',
    intro:
      'Si pierde su teléfono, cada uno de estos códigos le permite entrar una sola vez. Guárdelos en un lugar seguro: no se volverán a mostrar.',
    listLabel: 'Códigos de recuperación',
    copy: 'Copiar',
    download: 'Descargar',
    copied: { title: 'Códigos copiados', description: 'Péguelos en un lugar seguro.' },
    copyFailed: {
      title: 'No se pudieron copiar',
      description: 'Su navegador no permitió copiarlos: use Descargar o escríbalos a mano.',
    },
    fileName: 'codigos-de-recuperacion.txt',
    fileHeading: (site: string, username: string) =>
      `${site}: códigos de recuperación de la cuenta ${username}.\nCada código sirve una sola vez.`,
    saved: 'Guardé mis códigos',
    continue: 'Continuar',
  },
  activated: {
    title: 'Verificación activada',
    description: 'Desde ahora, al iniciar sesión se le pedirá un código de su aplicación.',
  },
  profile: {
    title: 'Verificación en dos pasos',
    on: 'Activada',
    off: 'Desactivada',
    required:
      'Su rol la requiere: siempre se le pedirá un código al iniciar sesión, y no se puede desactivar.',
    offered:
      'Proteja su cuenta: además de su contraseña, al iniciar sesión se le pedirá un código de una aplicación de su teléfono.',
    enrolledNote:
      'Al iniciar sesión se le pide el código de su aplicación o uno de sus códigos de recuperación.',
    pendingRequired: 'Se activará en su próximo inicio de sesión.',
    turnOn: 'Activar la verificación en dos pasos',
    turnOff: 'Desactivar',
    loading: 'Cargando la verificación en dos pasos...',
    loadFailed: 'No se pudo cargar el estado de la verificación en dos pasos',
    turnOffTitle: '¿Desactivar la verificación en dos pasos?',
    turnOffBody:
      'Escriba un código de su aplicación o uno de sus códigos de recuperación para confirmar. Después bastará su contraseña para entrar.',
    turnOffCodeLabel: 'Código de verificación o de recuperación',
    turnOffCodeRequired: 'Escriba un código para confirmar',
    turnOffConfirm: 'Desactivar',
    turningOff: 'Desactivando...',
    cancel: 'Cancelar',
    turnOffFailed: 'No se pudo desactivar. Intente nuevamente.',
  },
  reset: {
    action: 'Restablecer verificación en dos pasos',
    actionNamed: (name: string) => `Restablecer la verificación en dos pasos de ${name}`,
    title: (name: string) => `¿Restablecer la verificación en dos pasos de ${name}?`,
    body: 'Su aplicación y sus códigos de recuperación dejarán de servir; en su próximo inicio de sesión deberá activarla de nuevo.',
    confirm: 'Restablecer',
    pending: 'Restableciendo...',
    cancel: 'Cancelar',
    failure: { title: 'No se pudo restablecer', description: 'Intente nuevamente.' },
  },
} as const;
