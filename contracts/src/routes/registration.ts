import { createdResultSchema } from '../schemas/cases.js';
import {
  agentApplicationSchema,
  clientRegistrationResultSchema,
  clientRegistrationSchema,
} from '../schemas/registration.js';
import type { RouteDef } from './types.js';

/** Registration from the public site (client-portal.md §7): a client's account, a lawyer's application. */
export const registrationRoutes = {
  registerClient: {
    method: 'POST',
    path: '/api/clients/register',
    access: 'public',
    body: clientRegistrationSchema,
    response: clientRegistrationResultSchema,
    write: true,
    created: true,
    summary: 'Registro de cliente',
  },
  applyAsAgent: {
    method: 'POST',
    path: '/api/agents/register',
    access: 'public',
    body: agentApplicationSchema,
    response: createdResultSchema,
    write: true,
    created: true,
    summary: 'Solicitud de agente',
  },
} as const satisfies Record<string, RouteDef>;
