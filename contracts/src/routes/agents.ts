import { z } from 'zod';
import { okSchema } from '../schemas/auth.js';
import { createdResultSchema, revisionResultSchema } from '../schemas/cases.js';
import {
  agentApplicationRejectionSchema,
  agentApplicationRowSchema,
  agentCreationSchema,
  agentSchema,
  agentUpdateSchema,
  listQuerySchema,
} from '../schemas/staff.js';
import { ADMIN } from './access.js';
import type { RouteDef } from './types.js';

/** The firm's agents (lawyers) and the applications to become one. */
export const agentRoutes = {
  agents: {
    method: 'GET',
    path: '/api/agents',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(agentSchema),
    summary: 'Agentes',
  },
  createAgent: {
    method: 'POST',
    path: '/api/admin/agents',
    access: ADMIN,
    body: agentCreationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Crear agente',
  },
  updateAgent: {
    method: 'PUT',
    path: '/api/admin/agents/:id',
    access: ADMIN,
    body: agentUpdateSchema,
    response: revisionResultSchema,
    write: true,
    ifMatch: 'required',
    summary: 'Editar un agente',
  },
  agentApplications: {
    method: 'GET',
    path: '/api/admin/agent-applications',
    access: ADMIN,
    query: listQuerySchema,
    response: z.array(agentApplicationRowSchema),
    summary: 'Solicitudes de agentes',
  },
  approveAgentApplication: {
    method: 'POST',
    path: '/api/admin/agent-applications/:id/approve',
    access: ADMIN,
    response: createdResultSchema,
    write: true,
    summary: 'Aprobar una solicitud de agente',
  },
  rejectAgentApplication: {
    method: 'POST',
    path: '/api/admin/agent-applications/:id/reject',
    access: ADMIN,
    body: agentApplicationRejectionSchema,
    response: okSchema,
    write: true,
    summary: 'Rechazar una solicitud de agente',
  },
} as const satisfies Record<string, RouteDef>;
