import type { AgentApplicationRow } from '../schemas/staff.js';

/** Projection `agentApplications`: the applications to work as an agent, as the panel lists them. */
export const AGENT_APPLICATIONS_PROJECTION = 'agentApplications';

/** One per application, keyed by application id. */
export const AGENT_APPLICATIONS = 'agentApplications';

export type AgentApplicationDoc = AgentApplicationRow;
