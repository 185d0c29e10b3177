import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { createdResultSchema, revisionResultSchema } from '../schemas/cases.js';
import {
  adminClientSchema,
  adminPasswordSchema,
  adminStatsSchema,
  adminUserSchema,
  assignmentSchema,
  clientUpdateSchema,
  demoAccountSchema,
  listQuerySchema,
  staffUserCreationSchema,
  userUpdateSchema,
} from '../schemas/staff.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

/** Administration (staff-admin.md §7): the firm's users and clients, assignments, reports, statistics, demo accounts. */
export const administrationRoutes = {
  adminUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(adminUserSchema),
    summary: 'Usuarios',
  },
  adminCreateUser: {
    method: 'POST',
    path: '/api/admin/users',
    access: ADMIN,
    body: staffUserCreationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear un usuario del despacho',
  },
  adminClients: {
    method: 'GET',
    path: '/api/admin/clients',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(adminClientSchema),
    summary: 'Clientes',
  },
  adminUpdateUser: {
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: ADMIN,
    body: userUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    audit: 'user_update',
    summary: 'Actualizar usuario',
  },
  adminUserPassword: {
    method: 'PUT',
    path: '/api/admin/users/:id/password',
    access: ADMIN,
    body: adminPasswordSchema,
    response: okSchema,
    write: true,
    audit: 'admin_password_change',
    summary: 'Cambiar contraseña de un usuario',
  },
  adminUpdateClient: {
    method: 'PUT',
    path: '/api/admin/clients/:id',
    access: ADMIN,
    body: clientUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar cliente',
  },
  // The reports tab's 'Generar' buttons (cases.csv, clients.csv, recovery.csv).
  adminReport: {
    method: 'GET',
    path: '/api/admin/reports/:file',
    access: ADMIN,
    raw: 'response',
    summary: 'Exportar un reporte (CSV)',
  },
  adminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: ADMIN,
    response: adminStatsSchema,
    summary: 'Estadísticas',
  },
  demoAccounts: {
    method: 'GET',
    path: '/api/admin/demo-accounts',
    access: ADMIN,
    response: z.array(demoAccountSchema),
    summary: 'Cuentas de demostración',
  },
  assignClient: {
    method: 'PUT',
    path: '/api/admin/clients/:clientId/assign',
    access: ADMIN,
    body: assignmentSchema,
    response: okSchema,
    write: true,
    summary: 'Asignar cliente',
  },
} as const satisfies Record<string, RouteDef>;
