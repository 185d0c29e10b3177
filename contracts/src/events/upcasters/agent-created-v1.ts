import { z } from 'zod';
import { agentAvailabilities, specializationLabels } from '../../enums.js';
import type { AgentSpecialization, Specialization } from '../agent.js';
import { UpcastError } from './recovery-process-opened-v1.js';

/**
 * A specialization as v1 events stored it, the text the portal showed: a label of the catalog (an approved
 * application copied its key's label) is that key; any other text is an administrator's words, kept as text.
 */
export function specializationOfV1Text(text: string): AgentSpecialization {
  const key = (Object.keys(specializationLabels) as Specialization[]).find(
    (candidate) => specializationLabels[candidate] === text,
  );
  return key === undefined ? { text } : { key };
}

/** AgentCreated v1: the specialization as the text shown. */
export const agentCreatedV1Schema = z.object({
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
});

/** v1 → v2: the same agent, its specialization a key when the text was a label of the catalog. */
export function upcastAgentCreatedV1(data: unknown): unknown {
  const parsed = agentCreatedV1Schema.safeParse(data);
  if (!parsed.success) throw new UpcastError(`AgentCreated v1: ${parsed.error.message}`);
  return { ...parsed.data, specialization: specializationOfV1Text(parsed.data.specialization) };
}
