import { z } from 'zod';

/**
 * The state of a projection:
 * - `live`: it has applied every event there was when it (re)started and follows new ones as they come;
 * - `catching-up`: it is applying the events after its checkpoint (after a start, a restart or a rebuild);
 * - `rebuilding`: its definition changed (or it has none stored yet), so it builds its collections again from
 *   the whole log beside the served ones, and switches them in when done;
 * - `parked`: it stopped at an event it could not apply (its projector threw, or the event cannot be read).
 *   It does not retry by itself: a restart or `npm run rebuild`, once the cause is fixed, brings it back.
 */
export const projectionStates = ['live', 'catching-up', 'rebuilding', 'parked'] as const;
export type ProjectionState = (typeof projectionStates)[number];

/** Why a projection is parked: the technical message for operators (not translated) and the event's position. */
export const projectionErrorSchema = z.object({
  message: z.string(),
  /** The event that could not be applied (parked), or where the projection stands while a store failure is retried. */
  position: z.string(),
});
export type ProjectionError = z.infer<typeof projectionErrorSchema>;

export const projectionStatusSchema = z.object({
  name: z.string(),
  /** The checkpoint: the position of the last event applied (null before the first). */
  position: z.string().nullable(),
  /** Events in the log after the checkpoint (counted up to 10 000: a longer backlog reads as 10 000). */
  eventsBehind: z.number().int().nonnegative(),
  /** How long the oldest event not applied yet has been in the log, in ms (0 when nothing is behind). */
  lagMs: z.number().int().nonnegative(),
  state: z.enum(projectionStates),
  /** Why it is parked, or the failure of the stores it is retrying; null while all is well. */
  error: projectionErrorSchema.nullable(),
});
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;

/** A job that used all its attempts: kept for an operator to look at (technical, not translated). */
export const deadLetterSchema = z.object({
  id: z.string(),
  kind: z.string(),
  attempts: z.number().int().nonnegative(),
  error: z.string(),
  failedAt: z.string(),
});

/** The states the job queue counts, in the order the screens list them. */
export const jobCountKeys = ['waiting', 'active', 'delayed', 'done', 'dead'] as const;

/** The job queue: how many jobs are in each state, and the newest dead letters (at most 20). */
export const jobsStatusSchema = z.object({
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  dead: z.number().int().nonnegative(),
  deadLetters: z.array(deadLetterSchema),
});
export type JobsStatus = z.infer<typeof jobsStatusSchema>;

/**
 * GET /api/ops/status (admins): `degraded` while any projection or reactor is parked, as GET /api/health says.
 * Reactors (events → jobs) report like projections: their checkpoint, what follows it in the log, their state.
 */
export const opsStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  projections: z.array(projectionStatusSchema),
  reactors: z.array(projectionStatusSchema),
  jobs: jobsStatusSchema,
  /** The event log's size and pace (null where the engine does not say: the count on EventStoreDB). */
  eventStore: z.object({
    events: z.number().int().nonnegative().nullable(),
    bytes: z.number().int().nonnegative().nullable(),
    /** Events appended per minute, over the last minute this gateway sampled (null until two samples). */
    perMinute: z.number().nonnegative().nullable(),
  }),
});
export type OpsStatus = z.infer<typeof opsStatusSchema>;

/** A rebuild started from the operator's console: its progress while it runs, and how it ended. */
export const rebuildRunSchema = z.object({
  projection: z.string(),
  /** `check`: built beside the live read model and compared, nothing switched. */
  mode: z.enum(['rebuild', 'check']),
  state: z.enum(['running', 'done', 'failed']),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  eventsPerSecond: z.number().nonnegative(),
  secondsLeft: z.number().nonnegative().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A check's differences (how many, and the first ones). */
  differences: z.number().int().nonnegative().nullable(),
  differenceSamples: z.array(z.string()),
  error: z.string().nullable(),
});
export type RebuildRun = z.infer<typeof rebuildRunSchema>;

export const rebuildStartSchema = z.object({
  projection: z.string({ error: 'Elija una proyección' }).min(1, 'Elija una proyección'),
  check: z.boolean().optional().default(false),
});

/** What an operator configures for the site: each item of GET /api/ops/setup, in the checklist's order. */
export const setupItemKeys = [
  'supportPhone',
  'supportEmail',
  'address',
  'emergencyPhone',
  'registrations',
  'plans',
  'publicUrl',
  'smtpUrl',
] as const;
export type SetupItemKey = (typeof setupItemKeys)[number];

/**
 * GET /api/ops/setup (superadmin): whether each item is configured, never its value (SMTP_URL holds a password:
 * only whether it is set).
 */
export const opsSetupSchema = z.object(
  Object.fromEntries(setupItemKeys.map((k) => [k, z.boolean()])) as Record<SetupItemKey, z.ZodBoolean>,
);
export type OpsSetup = z.infer<typeof opsSetupSchema>;
