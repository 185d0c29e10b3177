import { z } from 'zod';
import { servicePlanKeys } from '../../texts/plans.js';
import { UpcastError } from './recovery-process-opened-v1.js';

/** ClientServicePlanChosen v1: the plan only; the client was not asked to accept its terms. */
export const clientServicePlanChosenV1Schema = z.object({
  clientId: z.string(),
  userId: z.string(),
  plan: z.enum(servicePlanKeys),
});

/**
 * v1 → v2: the same choice, with no terms accepted (null) and no moment of acceptance (null). The terms of that
 * time are not guessed from today's configuration: the client did not accept them, and they may have changed.
 */
export function upcastClientServicePlanChosenV1(data: unknown): unknown {
  const parsed = clientServicePlanChosenV1Schema.safeParse(data);
  if (!parsed.success) throw new UpcastError(`ClientServicePlanChosen v1: ${parsed.error.message}`);
  return { ...parsed.data, terms: null, acceptedAt: null };
}
