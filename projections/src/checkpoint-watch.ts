import type { DocumentStore } from '@portal/platform';

/**
 * Watches a parked projection's stored checkpoint: polls it until it moves from where the projection parked (a
 * rebuild switched its collections in), then says so once. A new watch replaces the one under way.
 */
export class CheckpointWatch {
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly documents: DocumentStore,
    private readonly projection: string,
    private readonly pollMs: number,
  ) {}

  /** Polls from `parkedAt` while `running()`; calls `moved` once the checkpoint is elsewhere. */
  start(parkedAt: string | undefined, running: () => boolean, moved: () => void): void {
    const watch = async () => {
      this.poll = undefined;
      if (!running()) return;
      const checkpoint = await this.documents.checkpoint(this.projection).catch(() => parkedAt);
      if (!running() || this.poll !== undefined) return;
      if (checkpoint !== parkedAt) moved();
      else this.poll = setTimeout(watch, this.pollMs);
    };
    this.poll = setTimeout(watch, this.pollMs);
  }

  stop(): void {
    clearTimeout(this.poll);
    this.poll = undefined;
  }
}
