import type {
  DocumentStore,
  EventStore,
  ProjectionCommit,
  RecordedEvent,
  Subscription,
} from '@portal/platform';

/** A follower of the log that the feed hands batches to (a projection runner). */
export interface FeedMember {
  /** The position of the last event it applied (undefined: none yet). */
  readonly position: string | undefined;
  /**
   * Applies the events of `batch` after its own position, without committing: its part of the batch's commit
   * (undefined: nothing in the batch is after its position). A throw takes it out of the feed.
   */
  prepare(batch: readonly RecordedEvent[]): Promise<FeedPart | undefined>;
  /** It was taken out of the feed by `error` (its part threw, or the feed could not read the log or commit). */
  detached(error: unknown): void;
}

/** A member's part of one batch. */
export interface FeedPart {
  /** Its writes and checkpoint (undefined: nothing to commit, the first event it handles failed). */
  commit: ProjectionCommit | undefined;
  /**
   * Once the batch is committed: `error` is why this part was not (its checkpoint moved, its writes failed). A
   * throw takes the member out of the feed.
   */
  committed(error: unknown): Promise<void>;
}

export interface FeedOptions {
  batchSize?: number;
  /** After a failure to read the log: wait before subscribing again. */
  retryMs?: number;
  log?: { error(message: string, error?: unknown): void };
}

/**
 * One reader of the log for every projection of the process: each batch is read (and its JSON parsed) once and
 * handed to every member in turn, and what they made of it is committed in one transaction (each member's part
 * with its own checkpoint, refused or failed alone: `commitProjections`). A member that fails, parks or rebuilds
 * leaves the feed and the others go on; one that is behind reads on its own from its checkpoint until it reaches
 * the feed's frontier, then joins.
 */
export class LogFeed {
  private readonly members = new Set<FeedMember>();
  private subscription: Subscription | undefined;
  private running = false;
  private retry: NodeJS.Timeout | undefined;
  /** The last position read (every member has been or is being handed everything up to it). */
  private frontier: string | undefined;

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    private readonly options: FeedOptions = {},
  ) {}

  get started(): boolean {
    return this.running;
  }

  /**
   * Joins when nothing lies between `member`'s position and the frontier (before the feed starts: always; it then
   * starts at the lowest of its members' positions). False: the member reads on by itself and asks again.
   */
  join(member: FeedMember): boolean {
    if (this.running && !atOrAfter(member.position, this.frontier)) return false;
    this.members.add(member);
    return true;
  }

  leave(member: FeedMember): void {
    this.members.delete(member);
  }

  /** Starts reading at the lowest position of its members (or the log's end when it has none). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.members.size === 0) this.frontier = await this.events.lastPosition();
    else {
      const positions = [...this.members].map((m) => m.position);
      this.frontier = positions.includes(undefined)
        ? undefined
        : (positions as string[]).reduce((a, b) => (a < b ? a : b));
    }
    if (this.running) this.subscribe();
  }

  private subscribe(): void {
    const subscription = this.events.subscribeAll((batch) => this.handOut(batch), {
      ...(this.frontier ? { from: this.frontier } : {}),
      batchSize: this.options.batchSize ?? 500,
    });
    this.subscription = subscription;
    void subscription.failed.then((error) => {
      if (!this.running || this.subscription !== subscription) return;
      this.options.log?.error('projections: reading the event log failed; retrying', error);
      // Every member goes its own way (and retries); the feed starts again where it was.
      for (const member of [...this.members]) this.detach(member, error);
      this.retry = setTimeout(() => {
        this.retry = undefined;
        if (this.running) this.subscribe();
      }, this.options.retryMs ?? 1000);
    });
  }

  private async handOut(batch: RecordedEvent[]): Promise<void> {
    const last = batch.at(-1);
    if (!last) return;
    this.frontier = last.position;
    const parts: { member: FeedMember; part: FeedPart }[] = [];
    for (const member of [...this.members]) {
      if (!this.members.has(member)) continue;
      try {
        const part = await member.prepare(batch);
        if (part) parts.push({ member, part });
      } catch (error) {
        this.detach(member, error);
      }
    }
    const commits = parts.flatMap(({ part }) => (part.commit ? [part.commit] : []));
    let errorOf: (part: FeedPart) => unknown;
    try {
      const results = commits.length === 0 ? [] : await this.documents.commitProjections(commits);
      const errors = new Map(results.map((r) => [r.projection, r.error]));
      errorOf = (part) => (part.commit ? errors.get(part.commit.projection) : undefined);
    } catch (error) {
      // The store failed as a whole: no part is known to be committed, each member goes its own way.
      errorOf = () => error;
    }
    for (const { member, part } of parts) {
      try {
        await part.committed(errorOf(part));
      } catch (error) {
        this.detach(member, error);
      }
    }
  }

  private detach(member: FeedMember, error: unknown): void {
    this.members.delete(member);
    member.detached(error);
  }

  /** Stops reading; resolves once no batch is being handed out. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retry);
    this.retry = undefined;
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
  }
}

/** Whether `position` includes `frontier` (undefined: before the first event). */
function atOrAfter(position: string | undefined, frontier: string | undefined): boolean {
  return frontier === undefined || (position !== undefined && position >= frontier);
}
