import type { DocumentStore, EventStore } from '@portal/platform';
import type { LogFeed } from './feed.js';
import type { Projector } from './projector.js';

/** Where a runner says what it does (the gateway's JSON logger fits). */
interface ProjectionLog {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown, fields?: Record<string, unknown>): void;
}

/** What a ProjectionRunner keeps (its projector), where from and to (the stores), and how it paces itself. */
export interface RunnerOptions {
  projector: Projector;
  events: EventStore;
  documents: DocumentStore;
  batchSize?: number;
  log?: ProjectionLog;
  /** After a failure of the stores (not of the projector): wait before following again. */
  retryMs?: number;
  /** While parked: how often to look whether a rebuild moved the checkpoint. */
  parkedPollMs?: number;
  /** The reader of the log shared by the process's projections (Projections); a runner alone reads its own. */
  feed?: LogFeed;
}
