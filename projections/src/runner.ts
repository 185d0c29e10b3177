import { EventEmitter } from 'node:events';
import type { DocumentStore, EventStore, RecordedEvent, Subscription } from '@portal/platform';
import { applyBatch } from './apply-batch.js';
import type { Projector } from './projector.js';

export interface RunnerOptions {
  name: string;
  projectors: readonly Projector[];
  events: EventStore;
  documents: DocumentStore;
  batchSize?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface RunnerStatus {
  name: string;
  position: string | undefined;
  state: 'stopped' | 'running' | 'retrying';
  lastError: string | null;
}

/** The checkpoint moved under the runner (a rebuild switched collections in): start again from it. */
class CheckpointMoved extends Error {}

const RETRY_MS = 1000;

/**
 * Subscribes to all events from the stored checkpoint and applies them in order. Documents and checkpoint are
 * committed together per batch, and each document remembers the last event applied to it, so a crash at any
 * point neither skips nor double-applies an event. A failing batch is retried; the runner never gives up.
 */
export class ProjectionRunner extends EventEmitter {
  private subscription: Subscription | undefined;
  private running = false;
  private status: RunnerStatus;

  constructor(private readonly options: RunnerOptions) {
    super();
    this.setMaxListeners(0);
    this.status = { name: options.name, position: undefined, state: 'stopped', lastError: null };
  }

  get position(): string | undefined {
    return this.status.position;
  }

  report(): RunnerStatus {
    return { ...this.status };
  }

  async start(): Promise<void> {
    this.running = true;
    await this.subscribe();
  }

  private async subscribe(): Promise<void> {
    const { events, documents, name } = this.options;
    const from = await documents.checkpoint(name);
    this.status = { ...this.status, position: from, state: 'running' };
    this.emit('position', from);
    const subscription = events.subscribeAll((batch) => this.handle(batch), {
      ...(from ? { from } : {}),
      batchSize: this.options.batchSize ?? 500,
    });
    this.subscription = subscription;
    void subscription.failed.then(async (error) => {
      if (!this.running || this.subscription !== subscription) return;
      if (!(error instanceof CheckpointMoved)) {
        this.status = { ...this.status, state: 'retrying', lastError: error.message };
        this.options.log?.(`projection ${name} failed; retrying`, error);
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
      if (this.running) await this.subscribe();
    });
  }

  private async handle(batch: RecordedEvent[]): Promise<void> {
    const { documents, name, projectors } = this.options;
    const stored = await documents.checkpoint(name);
    if (stored !== this.status.position) throw new CheckpointMoved();
    const position = await applyBatch(documents, name, projectors, batch, '', (e) =>
      this.options.log?.(`projection ${name} skipped unreadable event ${e.id} (${e.type})`),
    );
    this.status = { ...this.status, position, state: 'running', lastError: null };
    this.emit('position', position);
  }

  /** Resolves true once the read models include `position`, false after `timeoutMs`. */
  waitFor(position: string | undefined, timeoutMs: number): Promise<boolean> {
    const reached = () =>
      position === undefined || (this.status.position !== undefined && this.status.position >= position);
    if (reached()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.off('position', check);
        resolve(ok);
      };
      const check = () => reached() && done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.on('position', check);
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.status = { ...this.status, state: 'stopped' };
    await this.subscription?.stop();
  }
}

/** For processes without a local runner (distributed gateway): polls the stored checkpoint. */
export async function waitForCheckpoint(
  documents: DocumentStore,
  name: string,
  position: string | undefined,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cp = await documents.checkpoint(name);
    if (position === undefined || (cp !== undefined && cp >= position)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
}
