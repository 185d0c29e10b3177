import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
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

/**
 * Every scrypt (hash, verify, the decoy) runs in this pool: at most cores − 1 (at least 1) at once, the rest
 * wait in FIFO order. A storm of logins then slows the logins, not the reads and static files, which keep a
 * core and libuv threads (the pool has 4) for themselves.
 */
export const hashingPool = new BoundedPool(hashingConcurrency(availableParallelism()));

export function hashingConcurrency(cores: number): number {
  return Math.max(1, cores - 1);
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
