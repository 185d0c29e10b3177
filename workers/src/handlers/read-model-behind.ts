import type { JobHandler } from '../queue/port.js';

/**
 * Thrown by a handler, before any effect, when a read model it needs has not caught up with the job's event yet
 * (the reactor follows the log as fast as the projections do, so a job may run before the read model it reads).
 */
export class ReadModelBehind extends Error {}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The handler, run again every `everyMs` while it throws ReadModelBehind, for up to `waitMs`; then the last such
 * error goes to the queue, which retries with its backoff. A projection is usually milliseconds behind the reactor
 * (more with another process between them, in the distributed topology): waiting here for it keeps a mail from a
 * backoff's delay and from spending one of the job's attempts (JOB_ATTEMPTS) on it. Any other error is thrown at once.
 */
export function awaitingReadModels(handler: JobHandler, waitMs: number, everyMs = 50): JobHandler {
  return async (job) => {
    const until = Date.now() + waitMs;
    for (;;) {
      try {
        return await handler(job);
      } catch (error) {
        if (!(error instanceof ReadModelBehind) || Date.now() + everyMs > until) throw error;
        await sleep(everyMs);
      }
    }
  };
}
