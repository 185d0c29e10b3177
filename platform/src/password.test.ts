import { BoundedPool } from './bounded-pool.js';
import { decoyHash, hashingConcurrency, hashingPool, hashPassword, verifyPassword } from './password.js';

describe('password hashing in the bounded pool', () => {
  it('queues parallel hashes and verifications beyond the pool limit, and all of them complete', async () => {
    const pool = new BoundedPool(1);
    const hashes = [
      hashPassword('Clave-Segura-2026', 10, pool),
      hashPassword('Otra-Clave-2026', 10, pool),
      hashPassword('Tercera-Clave-2026', 10, pool),
    ];
    expect([pool.running, pool.waiting]).toEqual([1, 2]);
    const [first, second, third] = await Promise.all(hashes);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);

    const checks = [
      verifyPassword('Clave-Segura-2026', first ?? '', pool),
      verifyPassword('Clave-Segura-2026', second ?? '', pool),
      verifyPassword('Tercera-Clave-2026', third ?? '', pool),
    ];
    expect([pool.running, pool.waiting]).toEqual([1, 2]);
    expect(await Promise.all(checks)).toEqual([true, false, true]);
  });

  it('allows cores − 1 hashes at once, at least 1', () => {
    expect([1, 2, 3, 4, 16].map(hashingConcurrency)).toEqual([1, 1, 2, 3, 15]);
  });

  it('by default hashes, verifies and makes the decoy in the one shared pool', async () => {
    const stored = await hashPassword('Clave-Segura-2026', 10);
    expect(hashingPool.running + hashingPool.waiting).toBe(0);
    const work = [
      hashPassword('Otra-Clave-2026', 10),
      verifyPassword('Clave-Segura-2026', stored),
      decoyHash(10),
    ];
    expect(hashingPool.running + hashingPool.waiting).toBe(3);
    const [hash, valid, decoy] = await Promise.all(work);
    expect([hash, valid, decoy]).toEqual([
      expect.stringMatching(/^scrypt\$10\$8\$1\$/),
      true,
      expect.stringMatching(/^scrypt\$10\$8\$1\$/),
    ]);
    expect(hashingPool.running + hashingPool.waiting).toBe(0);
  });
});
