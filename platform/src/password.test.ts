import { DomainError } from '@portal/contracts';
import { BoundedPool } from './bounded-pool.js';
import {
  decoyHash,
  hashingConcurrency,
  hashingPool,
  hashingPoolOf,
  hashPassword,
  libuvThreadpoolSize,
  verifyPassword,
} from './password.js';

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

  it.each([
    // [cores, libuv threads, hashes at once]
    [1, 4, 1],
    [2, 4, 1],
    [3, 4, 2],
    [4, 4, 3],
    [5, 4, 3],
    [16, 4, 3],
    [16, 8, 7],
    [16, 64, 15],
    [4, 2, 1],
    [4, 1, 1],
  ])(
    'with %i cores and %i libuv threads allows %i hashes at once (cores − 1, threads − 1, at least 1)',
    (cores, threads, limit) => {
      expect(hashingConcurrency(cores, threads)).toBe(limit);
    },
  );

  it("reads the libuv pool size from UV_THREADPOOL_SIZE, else libuv's default of 4", () => {
    expect(libuvThreadpoolSize({ UV_THREADPOOL_SIZE: '16' })).toBe(16);
    expect(libuvThreadpoolSize({})).toBe(4);
    expect(libuvThreadpoolSize({ UV_THREADPOOL_SIZE: 'many' })).toBe(4);
  });

  it('refuses a hash at once as busy when the queue is full, and still finishes the queued ones', async () => {
    const pool = hashingPoolOf(1, 2);
    const queued = [
      hashPassword('Clave-Segura-2026', 10, pool),
      hashPassword('Otra-Clave-2026', 10, pool),
      hashPassword('Tercera-Clave-2026', 10, pool),
    ];
    expect([pool.running, pool.waiting]).toEqual([1, 2]);
    const refused = verifyPassword('Clave-Segura-2026', 'scrypt$10$8$1$c2FsdA==$a2V5', pool);
    await expect(refused).rejects.toEqual(
      new DomainError(
        'busy',
        'El servicio está muy ocupado en este momento. Intente de nuevo en unos segundos.',
      ),
    );
    await expect(refused).rejects.toMatchObject({ code: 'busy', kind: 'too_many' });
    expect([pool.running, pool.waiting]).toEqual([1, 2]);
    expect(await Promise.all(queued)).toEqual([
      expect.stringMatching(/^scrypt\$10\$/),
      expect.stringMatching(/^scrypt\$10\$/),
      expect.stringMatching(/^scrypt\$10\$/),
    ]);
  });

  it('lets at most 1000 hashes wait in the shared pool', async () => {
    let open!: () => void;
    const held = new Promise<void>((resolve) => {
      open = resolve;
    });
    const filling = Array.from({ length: hashingPool.limit + 1000 }, () => hashingPool.run(() => held));
    expect(hashingPool.waiting).toBe(1000);
    await expect(hashPassword('Clave-Segura-2026', 10)).rejects.toMatchObject({ code: 'busy' });
    open();
    await Promise.all(filling);
    expect(hashingPool.running + hashingPool.waiting).toBe(0);
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
