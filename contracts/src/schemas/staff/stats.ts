import { z } from 'zod';
import { currencySchema, fraudTypeSchema, phaseKeySchema } from '../enums.js';

/** GET /api/admin/stats: the figures and charts of the administration's panel, projected from events. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  activeClients: z.number(),
  totalAgents: z.number(),
  /** Recovered in pesos (MXN) only: amounts in different currencies are never added (see `byCurrency`). */
  totalRecovered: z.number(),
  // What the charts of the full panel draw, projected from events.
  /** Per currency of the cases: the loss the processes opened with, recovered and pending (decimal strings). */
  byCurrency: z.array(
    z.object({ currency: currencySchema, original: z.string(), recovered: z.string(), pending: z.string() }),
  ),
  /** Cases reported per week (Monday in Mexico City), oldest first. */
  newCasesByWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  casesByFraudType: z.array(z.object({ fraudType: fraudTypeSchema, count: z.number().int() })),
  /** Each case in its current phase (the one in progress, else the next pending), or 'completed'. */
  casesByPhase: z.array(
    z.object({ phaseKey: z.union([phaseKeySchema, z.literal('completed')]), count: z.number().int() }),
  ),
  /** Documents clients sent per day (Mexico City), the last 60 days with any, oldest first. */
  documentsByDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Documents sent and not verified nor rejected yet. */
  documentsAwaitingReview: z.number().int(),
  /** From the agents read model: clients against capacity. */
  clientsPerAgent: z.array(
    z.object({
      agentId: z.string(),
      name: z.string(),
      clients: z.number().int(),
      maxClients: z.number().int(),
    }),
  ),
});

export type AdminStats = z.infer<typeof adminStatsSchema>;
