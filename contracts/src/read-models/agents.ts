import type { Agent } from '../schemas/staff.js';

/** Projection `agents` (its checkpoint has the same name): the firm's agents as GET /api/agents lists them. */
export const AGENTS_PROJECTION = 'agents';

/** One per agent, keyed by agent id. */
export const AGENTS = 'agents';

/** The agent of a user account, keyed by user id (a new name or e-mail of the user shows on the agent). */
export const AGENT_USERS = 'agentUsers';

export interface AgentUserDoc {
  agentId: string;
}

/**
 * One per client assigned to an agent now, keyed by `agentClientKey` (what counts the agent's clients exactly when
 * one is released): the agent's document keeps only the count, a list of agents reads no client ids.
 */
export const AGENT_CLIENTS = 'agentClients';

export const agentClientKey = (agentId: string, clientId: string) => `${agentId}/${clientId}`;

export interface AgentClientDoc {
  agentId: string;
  clientId: string;
}

export interface AgentDoc extends Agent {
  /** The agent's user account. */
  userId: string;
}
