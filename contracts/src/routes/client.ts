import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { revisionResultSchema } from '../schemas/cases.js';
import { clientDashboardSchema } from '../schemas/dashboard.js';
import { myPlanSchema, profileContactSchema, profileSchema, recoveryHomeSchema } from '../schemas/home.js';
import { notificationListSchema, notificationReadSchema } from '../schemas/notifications.js';
import { caseCommentViewSchema } from '../schemas/public.js';
import { CLIENT } from './access.js';
import type { RouteDef } from './types.js';

/** The client's own pages: dashboard, case comments, notifications, home, plan and profile. */
export const clientRoutes = {
  myDashboard: {
    method: 'GET',
    path: '/api/clients/my-dashboard',
    access: CLIENT,
    response: clientDashboardSchema,
    summary: 'Panel del cliente',
  },
  clientCaseComments: {
    method: 'GET',
    path: '/api/fraud-cases/:id/comments/client',
    access: CLIENT,
    response: z.array(caseCommentViewSchema),
    summary: 'Comentarios visibles del caso',
  },
  notifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'signedIn',
    response: notificationListSchema,
    summary: 'Notificaciones',
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: 'signedIn',
    response: notificationReadSchema,
    write: true,
    summary: 'Marcar notificación como leída',
  },
  recoveryCase: {
    method: 'GET',
    path: '/api/recovery/:userId',
    access: 'signedIn',
    response: recoveryHomeSchema,
    summary: 'Caso de recuperación (inicio)',
  },
  myPlan: {
    method: 'PUT',
    path: '/api/clients/my-plan',
    access: CLIENT,
    body: myPlanSchema,
    response: okSchema,
    write: true,
    summary: 'Elegir plan de recuperación',
  },
  profile: {
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    response: profileSchema,
    summary: 'Mi perfil',
  },
  updateProfileContact: {
    method: 'PUT',
    path: '/api/profile/contact',
    access: CLIENT,
    body: profileContactSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar mis datos de contacto',
  },
} as const satisfies Record<string, RouteDef>;
