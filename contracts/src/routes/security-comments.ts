import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { adminSecurityCommentSchema, createdResultSchema, revisionResultSchema } from '../schemas/cases.js';
import { securityCommentViewSchema } from '../schemas/public.js';
import { securityCommentSchema, securityCommentUpdateSchema } from '../schemas/staff.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

/** The security comments: every signed-in user reads them, administration writes them. */
export const securityCommentRoutes = {
  securityComments: {
    method: 'GET',
    path: '/api/security-comments',
    access: 'signedIn',
    response: z.array(securityCommentViewSchema),
    summary: 'Comentarios de seguridad',
  },
  adminSecurityComments: {
    method: 'GET',
    path: '/api/admin/security-comments',
    access: ADMIN,
    response: z.array(adminSecurityCommentSchema),
    summary: 'Comentarios de seguridad (admin)',
  },
  adminCreateSecurityComment: {
    method: 'POST',
    path: '/api/admin/security-comments',
    access: ADMIN,
    body: securityCommentSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear comentario de seguridad',
  },
  adminUpdateSecurityComment: {
    method: 'PUT',
    path: '/api/admin/security-comments/:id',
    access: ADMIN,
    body: securityCommentUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar comentario de seguridad',
  },
  adminDeleteSecurityComment: {
    method: 'DELETE',
    path: '/api/admin/security-comments/:id',
    access: ADMIN,
    response: okSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Eliminar comentario de seguridad',
  },
} as const satisfies Record<string, RouteDef>;
