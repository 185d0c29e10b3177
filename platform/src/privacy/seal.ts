import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

/**
 * One sealed value of personal data: `pd1.` + base64url(iv ‖ ciphertext ‖ tag), AES-256-GCM under the key of the
 * person the value belongs to (the subject, known from contracts' declaration of the event, never written here).
 *
 * The IV is synthetic: the first 12 bytes of HMAC-SHA256 under a key derived from the person's key, of the event
 * id, the field and the plaintext. A retried append of the same event (same id, same data) so produces the same
 * bytes, and an IV can only repeat for the same plaintext of the same field of the same event, where GCM reveals
 * nothing new. The event id and the field are the additional data: a sealed value moved to another event or field
 * does not open.
 */
export const SEALED_PREFIX = 'pd1.';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A person's key as the seal uses it: the AES key and the key its IVs are derived with. */
export interface SubjectKey {
  subjectId: string;
  aes: Buffer;
  iv: Buffer;
}

export function subjectKey(subjectId: string, key: Buffer): SubjectKey {
  if (key.length !== 32) throw new Error(`The personal data key of ${subjectId} is not 32 bytes`);
  return { subjectId, aes: key, iv: createHmac('sha256', key).update('portal personal data iv v1').digest() };
}

/** A value that cannot be opened: altered, truncated, or sealed for another event, field or person. */
export class SealedValueError extends Error {
  override readonly name = 'SealedValueError';
}

const additionalData = (eventId: string, field: string) => Buffer.from(`pd1\0${eventId}\0${field}`, 'utf8');

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

export function seal(key: SubjectKey, eventId: string, field: string, plaintext: string): string {
  const iv = createHmac('sha256', key.iv)
    .update(`${eventId}\0${field}\0${plaintext}`, 'utf8')
    .digest()
    .subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.aes, iv);
  cipher.setAAD(additionalData(eventId, field));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function open(key: SubjectKey, eventId: string, field: string, sealed: string): string {
  // Characters outside base64url are not skipped silently: the authentication tag would then be checked against
  // other bytes, and fail; so an altered value always fails here, without a regular expression over every value.
  const bytes = sealed.startsWith(SEALED_PREFIX)
    ? Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url')
    : null;
  if (!bytes || bytes.length < IV_BYTES + TAG_BYTES)
    throw new SealedValueError(`Field ${field} of event ${eventId}: not a sealed value`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.aes, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(additionalData(eventId, field));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return (
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES), undefined, 'utf8') +
      decipher.final('utf8')
    );
  } catch {
    throw new SealedValueError(
      `Field ${field} of event ${eventId} does not open under the key of ${key.subjectId}: altered, or sealed for another event, field or person`,
    );
  }
}
