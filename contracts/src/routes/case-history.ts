import { z } from 'zod';
import { caseFileSchema } from '../schemas/cases.js';
import { asOfQuerySchema, historyEntrySchema, historyQuerySchema } from '../schemas/history.js';
import { CASE_READERS } from './access.js';
import type { RouteDef } from './types.js';

/** What compliance reads of a case: its history (JSON or CSV) and the case as it stood at a past moment. */
export const caseHistoryRoutes = {
  caseHistory: {
    method: 'GET',
    path: '/api/cases/:caseId/history',
    access: CASE_READERS,
    query: historyQuerySchema,
    response: z.array(historyEntrySchema),
    summary: 'Historial de un caso',
  },
  caseHistoryCsv: {
    method: 'GET',
    path: '/api/cases/:caseId/history.csv',
    access: CASE_READERS,
    query: historyQuerySchema,
    raw: 'response',
    summary: 'Historial de un caso (CSV)',
  },
  caseAsOf: {
    method: 'GET',
    path: '/api/cases/:caseId/as-of',
    access: CASE_READERS,
    query: asOfQuerySchema,
    response: caseFileSchema,
    summary: 'El caso en un momento pasado',
  },
} as const satisfies Record<string, RouteDef>;
