import { z } from 'zod';
import { changePasswordSchema, loginSchema, okSchema, sessionUserSchema } from '../schemas/auth.js';
import { loginAnswerSchema, secondFactorStatusSchema } from '../schemas/second-factor.js';
import type { RouteDef } from './types.js';

/** The session: signing in and out, who is signed in, and changing one's own password. */
export const sessionRoutes = {
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginSchema,
    response: loginAnswerSchema,
    summary: 'Iniciar sesión',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    response: okSchema,
    summary: 'Cerrar sesión',
  },
  me: {
    method: 'GET',
    path: '/api/auth/me',
    access: 'signedIn',
    response: z.object({ user: sessionUserSchema, secondFactor: secondFactorStatusSchema }),
    summary: 'Usuario de la sesión',
  },
  changePassword: {
    method: 'POST',
    path: '/api/users/change-password',
    access: 'signedIn',
    body: changePasswordSchema,
    response: okSchema,
    write: true,
    summary: 'Cambiar contraseña',
  },
} as const satisfies Record<string, RouteDef>;
