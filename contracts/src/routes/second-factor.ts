import { loginResultSchema, okSchema } from '../schemas/auth.js';
import {
  secondFactorCodeSchema,
  secondFactorEnrolledSchema,
  secondFactorEnrolmentSchema,
} from '../schemas/second-factor.js';
import { SUPERADMIN } from './access.js';
import type { RouteDef } from './types.js';

/**
 * The second factor. The first three are called by a session whose second factor has not passed yet
 * (`secondFactor: 'pending'`: the gateway refuses such a session everywhere else); the enrolment also by an agent
 * or a client who turns it on from 'Mi Perfil'.
 */
export const secondFactorRoutes = {
  secondFactor: {
    method: 'POST',
    path: '/api/auth/second-factor',
    access: 'signedIn',
    secondFactor: 'pending',
    body: secondFactorCodeSchema,
    response: loginResultSchema,
    summary: 'Verificar el código del segundo factor (o un código de recuperación)',
  },
  secondFactorEnrolment: {
    method: 'POST',
    path: '/api/auth/second-factor/enrolment',
    access: 'signedIn',
    secondFactor: 'pending',
    response: secondFactorEnrolmentSchema,
    summary: 'Iniciar el registro del segundo factor (clave y código QR)',
  },
  secondFactorEnrolmentConfirm: {
    method: 'POST',
    path: '/api/auth/second-factor/enrolment/confirm',
    access: 'signedIn',
    secondFactor: 'pending',
    body: secondFactorCodeSchema,
    response: secondFactorEnrolledSchema,
    summary: 'Confirmar el registro del segundo factor con un código',
  },
  removeSecondFactor: {
    method: 'DELETE',
    path: '/api/auth/second-factor',
    // Staff may never turn it off.
    access: ['agent', 'client'],
    body: secondFactorCodeSchema,
    response: okSchema,
    summary: 'Desactivar el segundo factor (agentes y clientes)',
  },
  adminResetSecondFactor: {
    method: 'DELETE',
    path: '/api/admin/users/:id/second-factor',
    access: SUPERADMIN,
    response: okSchema,
    audit: 'second_factor_reset',
    summary: 'Restablecer el segundo factor de otra persona',
  },
} as const satisfies Record<string, RouteDef>;
