import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { generatedOnce } from '../portal-secret.js';

/** The file under the data folder that keeps the generated master key when PERSONAL_DATA_KEY is not set. */
export const PERSONAL_DATA_KEY_FILE = 'personal-data-key';

const STRICT_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** 32 bytes from their base64 text, or null when the text is anything else. */
function keyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!STRICT_BASE64.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === 32 && bytes.toString('base64') === trimmed ? bytes : null;
}

/**
 * The master key that wraps every person's key of personal data (platform/src/privacy/key-store.ts):
 * PERSONAL_DATA_KEY (base64 of 32 bytes) when set; otherwise 32 random bytes generated once into
 * `<dataDir>/personal-data-key` (mode 0600) and read from there on every later start, as the portal secret is.
 * Processes of the distributed topology all read and write personal data, so they need one shared key: a
 * `gateway`, `projections` or `workers` process in production refuses to start without it.
 */
export function personalDataKey(options: {
  value: string | undefined;
  dataDir: string;
  role: string;
  production: boolean;
}): Buffer {
  const given = options.value?.trim();
  if (given) {
    const bytes = keyBytes(given);
    if (!bytes)
      throw new Error(
        'PERSONAL_DATA_KEY no es válida: debe ser el base64 de 32 bytes (openssl rand -base64 32). / ' +
          'PERSONAL_DATA_KEY is invalid: it must be the base64 of 32 bytes (openssl rand -base64 32).',
      );
    return bytes;
  }
  if (options.production && options.role !== 'all')
    throw new Error(
      `PERSONAL_DATA_KEY es obligatoria con PORTAL_ROLE=${options.role} en producción: todos los procesos deben ` +
        'compartir la misma clave (openssl rand -base64 32). / ' +
        `PERSONAL_DATA_KEY is required for PORTAL_ROLE=${options.role} in production: every process must be ` +
        'given the same key (openssl rand -base64 32), or one cannot read the personal data another wrote.',
    );
  const file = join(options.dataDir, PERSONAL_DATA_KEY_FILE);
  const bytes = keyBytes(generatedOnce(file, () => `${randomBytes(32).toString('base64')}\n`));
  if (!bytes)
    throw new Error(
      `${file} no contiene una clave válida (base64 de 32 bytes). / ${file} holds no valid key (base64 of ` +
        '32 bytes): set PERSONAL_DATA_KEY, or restore the file from the backup made with the data folder.',
    );
  return bytes;
}
