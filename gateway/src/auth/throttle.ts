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

  /** Whether a login for this account from this address may be tried now. */
  allowed(account: string, address: string, now = Date.now()): boolean {
    return (
      this.recent(`a:${account}`, now).length < this.limits.perAccount &&
      this.recent(`ip:${address}`, now).length < this.limits.perAddress
    );
  }

  fail(account: string, address: string, now = Date.now()): void {
    for (const key of [`a:${account}`, `ip:${address}`])
      this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 100_000) this.failures.clear();
  }

  succeed(account: string): void {
    this.failures.delete(`a:${account}`);
  }
}
