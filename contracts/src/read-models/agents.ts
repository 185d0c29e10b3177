import type { Agent } from '../schemas/staff.js';

/** Projection `agents` (its checkpoint has the same name): the firm's agents as GET /api/agents lists them. */
export const AGENTS_PROJECTION = 'agents';

/** One per agent, keyed by agent id. */
export const AGENTS = 'agents';

export interface AgentDoc extends Agent {
  /** The agent's user account. */
  userId: string;
  /** The clients assigned to the agent, in the order of assignment. */
  clientIds: string[];
}
