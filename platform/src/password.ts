import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { apiErrors, DomainError } from '@portal/contracts';
import { BoundedPool } from './bounded-pool.js';

/**
 * scrypt password hashes in the libuv thread pool (off the event loop). OWASP's scrypt settings:
 * N=2^17, r=8, p=1. The parameters are stored with each hash, so verification keeps working when the
 * cost changes. Tests lower the cost through SCRYPT_LOG2N; production keeps the default.
 */
export const OWASP_LOG2N = 17;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** Hashes that may wait for the pool; one more is refused at once (`busy`, answered 429 with Retry-After). */
export const MAX_WAITING_HASHES = 1000;

/**
 * Every scrypt (hash, verify, the decoy) runs in this pool: at most cores − 1 and at most libuv threads − 1
 * (each at least 1) at once, the rest wait in FIFO order, at most MAX_WAITING_HASHES of them. A storm of
 * logins then slows the logins, not the reads and static files, which keep a core and a libuv thread (file
 * reads, dns.lookup) for themselves.
 */
export const hashingPool = hashingPoolOf(hashingConcurrency(availableParallelism()));

export function hashingPoolOf(limit: number, maxWaiting = MAX_WAITING_HASHES): BoundedPool {
  return new BoundedPool(limit, {
    maxWaiting,
    full: () => new DomainError('busy', apiErrors.busy),
  });
}

/** Size of libuv's thread pool: UV_THREADPOOL_SIZE when it is a number, else libuv's default of 4. */
export function libuvThreadpoolSize(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.UV_THREADPOOL_SIZE) || 4;
}

export function hashingConcurrency(cores: number, threadpool = libuvThreadpoolSize()): number {
  return Math.min(Math.max(1, cores - 1), Math.max(1, threadpool - 1));
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEYLEN,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(
  password: string,
  log2n = OWASP_LOG2N,
  pool = hashingPool,
): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** log2n;
  const key = await pool.run(() => derive(password, salt, n, R, P));
  return `scrypt$${log2n}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string, pool = hashingPool): Promise<boolean> {
  const [scheme, log2n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !log2n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await pool.run(() =>
    derive(password, Buffer.from(salt, 'base64'), 2 ** Number(log2n), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the user does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(log2n = OWASP_LOG2N): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'), log2n);
  return decoy;
}
