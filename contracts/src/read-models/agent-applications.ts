import type { AgentApplicationRow } from '../schemas/staff.js';

/** Projection `agentApplications`: the applications to work as an agent, as the panel lists them. */
export const AGENT_APPLICATIONS_PROJECTION = 'agentApplications';

/** One per application, keyed by application id. */
export const AGENT_APPLICATIONS = 'agentApplications';

export type AgentApplicationDoc = AgentApplicationRow & {
  /** 1 while the application waits for a decision, 0 once decided: the list shows pending ones first. */
  awaiting: 0 | 1;
};
