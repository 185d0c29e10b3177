import { z } from 'zod';
import { agentAvailabilities } from '../../enums.js';
import { specializationOfV1Text } from './agent-created-v1.js';
import { UpcastError } from './recovery-process-opened-v1.js';

/** AgentProfileRevised v1: the specialization as the text the agent's form sent. */
export const agentProfileRevisedV1Schema = z.object({
  agentId: z.string(),
  availability: z.enum(agentAvailabilities),
  maxClients: z.number().int().positive(),
  phoneNumber: z.string(),
  extension: z.string().nullable(),
  specialization: z.string(),
});

/** v1 → v2: the same revision, its specialization read as AgentCreated v1's (a label of the catalog is its key). */
export function upcastAgentProfileRevisedV1(data: unknown): unknown {
  const parsed = agentProfileRevisedV1Schema.safeParse(data);
  if (!parsed.success) throw new UpcastError(`AgentProfileRevised v1: ${parsed.error.message}`);
  return { ...parsed.data, specialization: specializationOfV1Text(parsed.data.specialization) };
}
