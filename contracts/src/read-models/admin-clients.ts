import type { AdminClient } from '../schemas/staff.js';

/** Projection `adminClients` (its checkpoint has the same name): the clients as the administration lists them. */
export const ADMIN_CLIENTS_PROJECTION = 'adminClients';

/**
 * Keyed by client id: a row of GET /api/admin/clients, partial while a registration's events arrive (the query
 * answers only complete ones, through the schema).
 */
export const ADMIN_CLIENTS = 'adminClients';
export type AdminClientDoc = Partial<AdminClient>;

/**
 * Keyed by user id: a client's name and e-mail, and which client record is theirs once known; for an agent's
 * user, the agent and the clients given to them (so that the agent's new name shows on their rows).
 */
export const ADMIN_CLIENT_USERS = 'adminClientUsers';
export interface AdminClientUserDoc {
  fullName?: string;
  email?: string;
  clientId?: string;
  agentId?: string;
  agentClients?: string[];
}
