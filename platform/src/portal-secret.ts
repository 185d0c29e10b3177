import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** The file under the data folder that keeps the generated secret when PORTAL_SECRET is not set. */
export const PORTAL_SECRET_FILE = 'portal-secret';
const MIN_LENGTH = 32;

/**
 * The server secret (it keys the hash of a password in an Idempotency-Key's fingerprint): PORTAL_SECRET when
 * set; otherwise 32 random bytes generated once into `<dataDir>/portal-secret` (mode 0600) and read from there
 * on every later start. Gateways of the distributed topology each answer retries of the others' requests, so
 * they need one shared PORTAL_SECRET: a `gateway` process in production refuses to start without it.
 */
export function portalSecret(options: {
  value: string | undefined;
  dataDir: string;
  role: string;
  production: boolean;
}): string {
  const given = options.value?.trim();
  if (given) {
    if (given.length < MIN_LENGTH)
      throw new Error(`PORTAL_SECRET must be at least ${MIN_LENGTH} characters (e.g. openssl rand -hex 32)`);
    return given;
  }
  // A projections process handles no command: it needs no secret, and writes none into its data folder.
  if (options.role === 'projections') return randomBytes(32).toString('hex');
  if (options.production && options.role === 'gateway')
    throw new Error(
      'PORTAL_SECRET is required for PORTAL_ROLE=gateway in production: every gateway must be given the same ' +
        'secret (e.g. openssl rand -hex 32), or a registration retried through another gateway is refused',
    );
  return storedSecret(options.dataDir);
}

function storedSecret(dataDir: string): string {
  const file = join(dataDir, PORTAL_SECRET_FILE);
  return checked(
    generatedOnce(file, () => `${randomBytes(32).toString('hex')}\n`),
    file,
  );
}

/**
 * The content of `file`, which the first caller creates with `make()` (mode 0600, its folder too) when it is not
 * there. Written aside and linked into place: a process starting at the same moment never reads a half-written
 * file, and the first link wins (the other process then reads that one).
 */
export function generatedOnce(file: string, make: () => string): string {
  const existing = readIfExists(file);
  if (existing !== null) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  // Synced before it is linked: a key lost to a power cut would leave what it sealed unreadable.
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeFileSync(fd, make());
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  return readFileSync(file, 'utf8');
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function checked(content: string, file: string): string {
  const secret = content.trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `${file} holds no valid secret (at least ${MIN_LENGTH} characters): set PORTAL_SECRET or remove the file`,
    );
  return secret;
}
