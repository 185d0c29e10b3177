/** A bound on the queue: beyond `maxWaiting` waiting tasks, a new one is refused with the error `full` makes. */
export interface QueueBound {
  maxWaiting: number;
  full: () => Error;
}

/**
 * Runs at most `limit` tasks at once; the others wait in FIFO order. Used for password hashing, so that a
 * storm of logins or registrations never takes every core and every libuv thread from the rest of the site.
 * With a queue bound, a task that would wait behind `maxWaiting` others is refused at once instead.
 */
export class BoundedPool {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly limit: number,
    private readonly bound?: QueueBound,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid pool limit ${limit}`);
    if (bound && (!Number.isInteger(bound.maxWaiting) || bound.maxWaiting < 0))
      throw new Error(`Invalid queue bound ${bound.maxWaiting}`);
  }

  /** Tasks started and not finished yet (never more than `limit`). */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Starts `task` when a slot is free (at once if one is) and settles as the task does; rejects at once,
   * without running it, when the queue is full.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.bound && this.queue.length >= this.bound.maxWaiting) throw this.bound.full();
      await new Promise<void>((start) => this.queue.push(start));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, so a newcomer can never overtake the queue.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
