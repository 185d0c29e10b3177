import { z } from 'zod';
import { agentAvailabilities } from '../enums.js';

/** Agents (lawyers) of the firm. */
export const agentEvents = {
  AgentCreated: {
    version: 1,
    schema: z.object({
      agentId: z.string(),
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      licenseNumber: z.string(),
      specialization: z.string(),
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      maxClients: z.number().int().positive(),
      availability: z.enum(agentAvailabilities),
    }),
  },
  AgentClientAdded: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /** The client no longer counts against the agent's limit: it was reassigned to another agent. */
  AgentClientReleased: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /** An administrator changed how the agent works: availability, capacity, contact, specialization. */
  AgentProfileRevised: {
    version: 1,
    schema: z.object({
      agentId: z.string(),
      availability: z.enum(agentAvailabilities),
      maxClients: z.number().int().positive(),
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      specialization: z.string(),
    }),
  },
} as const;
