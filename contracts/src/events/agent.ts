import { z } from 'zod';
import { agentAvailabilities, specializationLabels, specializations } from '../enums.js';
import { upcastAgentCreatedV1 } from './upcasters/agent-created-v1.js';
import { upcastAgentProfileRevisedV1 } from './upcasters/agent-profile-revised-v1.js';

/** A specialization of the catalog (the choices of the application form). */
export type Specialization = (typeof specializations)[number];

/**
 * An agent's specialization as a fact: one of the catalog's (`key`, what an approved application chose), or the
 * words an administrator typed in the agent's form (`text`). What a person reads of it: specializationText.
 */
export const agentSpecializationSchema = z.union([
  z.object({ key: z.enum(specializations) }),
  z.object({ text: z.string() }),
]);
export type AgentSpecialization = z.infer<typeof agentSpecializationSchema>;

/** The specialization as the portal shows it: the catalog's label of a key, or the administrator's words. */
export function specializationText(specialization: AgentSpecialization): string {
  return 'key' in specialization ? specializationLabels[specialization.key] : specialization.text;
}

/** Agents (lawyers) of the firm. */
export const agentEvents = {
  /**
   * An agent's record: created by an administrator's form, or by the approval of an application. v2 stores the
   * specialization as a fact (agentSpecializationSchema); v1 stored the text shown, an approval's label included
   * (upcast on read: a label of the catalog becomes its key, any other text stays text).
   */
  AgentCreated: {
    version: 2,
    upcasters: { 1: upcastAgentCreatedV1 },
    schema: z.object({
      agentId: z.string(),
      userId: z.string(),
      fullName: z.string(),
      email: z.string(),
      licenseNumber: z.string(),
      specialization: agentSpecializationSchema,
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      maxClients: z.number().int().positive(),
      availability: z.enum(agentAvailabilities),
    }),
  },
  AgentClientAdded: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /** The client no longer counts against the agent's limit: it was reassigned to another agent. */
  AgentClientReleased: { version: 1, schema: z.object({ agentId: z.string(), clientId: z.string() }) },
  /**
   * An administrator changed how the agent works: availability, capacity, contact, specialization (the whole
   * editable profile). The specialization the form sent back unchanged stays the fact it was (a key stays a
   * key); one the administrator wrote is text. v1 stored the text the form sent, which for an approved agent
   * was the label it showed (upcast on read as AgentCreated v1).
   */
  AgentProfileRevised: {
    version: 2,
    upcasters: { 1: upcastAgentProfileRevisedV1 },
    schema: z.object({
      agentId: z.string(),
      availability: z.enum(agentAvailabilities),
      maxClients: z.number().int().positive(),
      phoneNumber: z.string(),
      extension: z.string().nullable(),
      specialization: agentSpecializationSchema,
    }),
  },
} as const;
