import { EventEmitter } from 'node:events';
import type { ProjectionError, ProjectionState } from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';
import { writeStoredStatus } from './status.js';

export interface RunnerStatus {
  name: string;
  position: string | undefined;
  state: ProjectionState | 'stopped';
  error: ProjectionError | null;
}

/**
 * Where one projection stands: its position, state and last error, the version its collections were built with,
 * and the log's position that makes it live. Each change of position or state is said to those waiting for a
 * position; each state is stored too, for the ops status of every process.
 */
export class Standing extends EventEmitter {
  status: RunnerStatus;
  /** The projector version the stored collections were built with (null: unknown, before versions). */
  storedVersion: number | null = null;
  /** The log's last position when the runner started following: reaching it makes the runner `live`. */
  target: string | undefined;

  constructor(
    name: string,
    private readonly documents: DocumentStore,
  ) {
    super();
    this.setMaxListeners(0);
    this.status = { name, position: undefined, state: 'stopped', error: null };
  }

  /** The projection now includes `position`: said to those waiting. */
  moved(position: string | undefined): void {
    this.emit('position', position);
  }

  async setState(state: ProjectionState, error: ProjectionError | null): Promise<void> {
    this.status = { ...this.status, state, error };
    this.emit('state', state);
    await writeStoredStatus(this.documents, this.status.name, { version: this.storedVersion, state, error });
  }

  /** A failure of the stores, kept as the last error where the projection stands (stopped: catching up). */
  failed(error: unknown): Promise<void> {
    const failure = {
      message: error instanceof Error ? error.message : String(error),
      position: this.status.position ?? '',
    };
    return this.setState(this.status.state === 'stopped' ? 'catching-up' : this.status.state, failure);
  }

  caughtUp(): boolean {
    const { position } = this.status;
    return this.target === undefined || (position !== undefined && position >= this.target);
  }

  /** Whether the projection includes `position`. */
  reached(position: string | undefined): boolean {
    return position === undefined || (this.status.position !== undefined && this.status.position >= position);
  }

  /**
   * Resolves true once the projection includes `position`; false after `timeoutMs`, or at once when the
   * projection is (or becomes) parked: it will not get there by itself.
   */
  waitFor(position: string | undefined, timeoutMs: number): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    if (this.status.state === 'parked') return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.off('position', check);
        this.off('state', check);
        resolve(ok);
      };
      const check = () => {
        if (this.reached(position)) done(true);
        else if (this.status.state === 'parked') done(false);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.on('position', check);
      this.on('state', check);
    });
  }
}
