import { z } from 'zod';
import {
  agentClientSchema,
  caseFileSchema,
  caseMilestoneSchema,
  casePhaseUpdateSchema,
  casePlanSchema,
  requiredDocumentAddSchema,
  revisionResultSchema,
} from '../schemas/cases.js';
import { listQuerySchema, recoveryProcessRowSchema, recoveryUpdateSchema } from '../schemas/staff.js';
import { ADMIN, CASE_READERS, STAFF } from './access.js';
import type { RouteDef } from './types.js';

/**
 * The work on a case: agents on their clients' cases, admins on every case (its file, phases, timeline, requested
 * documents, plan), and the recovery processes.
 */
export const caseWorkRoutes = {
  agentClients: {
    method: 'GET',
    path: '/api/agent/clients',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(agentClientSchema),
    summary: 'Mis clientes (agente) o todos los casos (administración)',
  },
  caseFile: {
    method: 'GET',
    path: '/api/cases/:caseId',
    access: CASE_READERS,
    response: caseFileSchema,
    summary: 'Expediente del caso',
  },
  updateCasePhase: {
    method: 'PUT',
    path: '/api/cases/:caseId/phases/:phaseKey',
    access: STAFF,
    body: casePhaseUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Iniciar, avanzar o completar una fase',
  },
  addCaseMilestone: {
    method: 'POST',
    path: '/api/cases/:caseId/timeline',
    access: STAFF,
    body: caseMilestoneSchema,
    response: revisionResultSchema,
    write: true,
    created: true,
    summary: 'Agregar un hito al historial',
  },
  addRequiredDocument: {
    method: 'POST',
    path: '/api/cases/:caseId/required-documents',
    access: STAFF,
    body: requiredDocumentAddSchema,
    response: revisionResultSchema,
    write: true,
    created: true,
    summary: 'Solicitar un documento',
  },
  removeRequiredDocument: {
    method: 'DELETE',
    path: '/api/cases/:caseId/required-documents/:documentId',
    access: STAFF,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Dejar de solicitar un documento',
  },
  updateCasePlan: {
    method: 'PUT',
    path: '/api/cases/:caseId/plan',
    access: STAFF,
    body: casePlanSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Prioridad y fecha estimada del caso',
  },
  recoveryProcesses: {
    method: 'GET',
    path: '/api/recovery-processes',
    access: CASE_READERS,
    query: listQuerySchema,
    response: z.array(recoveryProcessRowSchema),
    summary: 'Procesos de recuperación',
  },
  updateRecoveryProcess: {
    method: 'PUT',
    path: '/api/admin/recovery/:id',
    access: ADMIN,
    body: recoveryUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Actualizar proceso',
  },
} as const satisfies Record<string, RouteDef>;
