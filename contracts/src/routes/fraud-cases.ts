import { z } from 'zod';
import {
  caseCountsQuerySchema,
  createdResultSchema,
  revisionResultSchema,
  staffCaseCommentSchema,
} from '../schemas/cases.js';
import {
  adminFraudCaseSchema,
  fraudCaseUpdateSchema,
  fraudCommentSchema,
  listQuerySchema,
} from '../schemas/staff.js';
import { CASE_READERS, STAFF } from './access.js';
import type { RouteDef } from './types.js';

/** The fraud cases as staff list and review them, and their staff comments. */
export const fraudCaseRoutes = {
  fraudCases: {
    method: 'GET',
    path: '/api/fraud-cases',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(adminFraudCaseSchema),
    summary: 'Casos de fraude',
  },
  updateFraudCase: {
    method: 'PUT',
    path: '/api/fraud-cases/:id',
    access: STAFF,
    body: fraudCaseUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar caso',
  },
  caseComments: {
    method: 'GET',
    path: '/api/fraud-cases/:id/comments',
    access: CASE_READERS,
    response: z.array(staffCaseCommentSchema),
    summary: 'Comentarios del caso',
  },
  addCaseComment: {
    method: 'POST',
    path: '/api/fraud-cases/:id/comments',
    access: STAFF,
    body: fraudCommentSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Agregar comentario',
  },
  caseCommentCounts: {
    method: 'GET',
    path: '/api/fraud-case-comments/counts',
    access: CASE_READERS,
    query: caseCountsQuerySchema,
    response: z.record(z.string(), z.number()),
    summary: 'Conteo de comentarios',
  },
} as const satisfies Record<string, RouteDef>;
