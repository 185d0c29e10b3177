/**
 * Runs at most `limit` tasks at once; the others wait in FIFO order. Used for password hashing, so that a
 * storm of logins or registrations never takes every core and every libuv thread from the rest of the site.
 */
export class BoundedPool {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid pool limit ${limit}`);
  }

  /** Tasks started and not finished yet (never more than `limit`). */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Starts `task` when a slot is free (at once if one is) and settles as the task does. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
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
