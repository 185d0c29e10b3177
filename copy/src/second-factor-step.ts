/**
 * The login page's code step (staff sign-in with a second factor): after the password, a staff
 * member (or an agent or client who turned it on) types the 6-digit code of their authenticator app, or one of
 * their recovery codes. Imported as `@portal/copy/second-factor-step` by the step, which the login page
 * loads only when a code is due (no zod here). The server's refusals are the contracts' `secondFactorErrors`.
 */
export const secondFactorStepTexts = {
  title: 'Verificación en dos pasos',
  intro: 'Escriba el código de 6 dígitos que muestra su aplicación de autenticación.',
  recoveryIntro:
    'Escriba uno de los códigos de recuperación que guardó al activar la verificación. Cada código sirve una sola vez.',
  codeLabel: 'Código de verificación',
  recoveryLabel: 'Código de recuperación',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar el código de la aplicación',
  submit: 'Verificar',
  pending: 'Verificando...',
  startOver: 'Volver a ingresar usuario y contraseña',
  codeFormat: 'El código de verificación tiene 6 dígitos',
  recoveryRequired: 'Escriba un código de recuperación',
} as const;
