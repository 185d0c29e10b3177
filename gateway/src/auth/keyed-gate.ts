/**
 * Per-key concurrency in this process: at most `limit` holders of a key at once, the others wait in line (up
 * to `maxWaiting`; beyond that `enter` answers null). Attempts of one address then reach the shared counters
 * one after another, so a burst of parallel guesses is counted before it is judged, while a crowd of real
 * users behind one address is only made to wait its turn, never refused.
 */
export class KeyedGate {
  private readonly keys = new Map<string, { active: number; waiting: (() => void)[] }>();

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  async enter(key: string): Promise<(() => void) | null> {
    let entry = this.keys.get(key);
    if (!entry) {
      entry = { active: 0, waiting: [] };
      this.keys.set(key, entry);
    }
    const slot = entry;
    if (slot.active >= this.limit) {
      if (slot.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => slot.waiting.push(resolve));
    } else slot.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slot.waiting.shift();
      if (next) next();
      else if (--slot.active === 0) this.keys.delete(key);
    };
  }
}
