/**
 * Failed-login throttling per account and per address: after `max` failures within `windowMs` the key is
 * refused until the window since its oldest counted failure passes. A success clears the account's count.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: { perAccount: number; perAddress: number; windowMs: number } = {
      perAccount: 5,
      perAddress: 20,
      windowMs: 15 * 60_000,
    },
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /**
   * Counts an attempt as failed before the password is even checked (so parallel guesses are counted too) and
   * says whether it may go on. A success takes the count back with `succeed`.
   */
  attempt(account: string, address: string, now = Date.now()): boolean {
    const allowed =
      this.recent(`a:${account}`, now).length < this.limits.perAccount &&
      this.recent(`ip:${address}`, now).length < this.limits.perAddress;
    if (!allowed) return false;
    for (const key of [`a:${account}`, `ip:${address}`])
      this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100_000) this.failures.clear();
    return true;
  }

  /** A correct password: the account's failures are forgiven, and this attempt no longer counts for the address. */
  succeed(account: string, address: string): void {
    this.failures.delete(`a:${account}`);
    const list = this.failures.get(`ip:${address}`);
    list?.pop();
    if (list && list.length === 0) this.failures.delete(`ip:${address}`);
  }
}
