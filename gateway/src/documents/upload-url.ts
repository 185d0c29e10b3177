import { randomUUID } from 'node:crypto';
import { isUploadSurface, type UploadSurface } from '@portal/contracts';
import { openToken, signToken } from '../http/signed-token.js';

/**
 * Signed upload URLs. `POST /api/documents/upload` answers one
 * of these; `PUT` on it streams the file. The URL is this server's own path, and its token carries the whole
 * grant: `base64url(JSON payload) + '.' + base64url(HMAC-SHA256(JSON payload, secret))`. The file name travels
 * inside the signed payload only: nothing here (nor the caller) may use it as a path.
 */

export const uploadUrlPrefix = '/api/documents/blobs/';

/** What the signer binds: who may upload, into which case, which file, how many bytes, until when. */
export interface UploadGrantInput {
  readonly userId: string;
  readonly caseId: string;
  readonly fileName: string;
  /** The size cut for the stream (the surface's limit). */
  readonly maxBytes: number;
  readonly surface: UploadSurface;
  /** Epoch milliseconds; the URL is refused from this instant on. The caller picks it (15 minutes). */
  readonly expiresAt: number;
}

interface UploadGrant extends UploadGrantInput {
  /** Random per signed URL, so two grants for the same file never share a URL (and a staging key can use it). */
  readonly uploadId: string;
}

/** Why a URL is refused: every one of them answers 403. */
type UploadUrlRefusal = 'malformed' | 'forged' | 'expired' | 'forbidden';

export type UploadUrlCheck =
  | { readonly ok: true; readonly grant: UploadGrant }
  | { readonly ok: false; readonly refusal: UploadUrlRefusal };

const MIN_SECRET_BYTES = 32;

function checkedSecret(secret: string | Buffer): Buffer {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  if (key.length < MIN_SECRET_BYTES) {
    throw new Error(`The upload URL secret must have at least ${MIN_SECRET_BYTES} bytes`);
  }
  return key;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPositiveSafeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function isUploadGrant(value: unknown): value is UploadGrant {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const grant = value as Record<string, unknown>;
  return (
    isNonEmptyString(grant.userId) &&
    isNonEmptyString(grant.caseId) &&
    isNonEmptyString(grant.fileName) &&
    isPositiveSafeInteger(grant.maxBytes) &&
    isUploadSurface(grant.surface) &&
    isPositiveSafeInteger(grant.expiresAt) &&
    isNonEmptyString(grant.uploadId)
  );
}

/** Signs a grant; answers the path to give the browser (relative to this server). */
export function signUploadUrl(input: UploadGrantInput, secret: string | Buffer): string {
  const key = checkedSecret(secret);
  // Fixed key order: the payload is exactly these fields, nothing a caller's object happens to carry.
  const grant: UploadGrant = {
    userId: input.userId,
    caseId: input.caseId,
    fileName: input.fileName,
    maxBytes: input.maxBytes,
    surface: input.surface,
    expiresAt: input.expiresAt,
    uploadId: randomUUID(),
  };
  if (!isUploadGrant(grant)) throw new Error('signUploadUrl: invalid grant');
  const payload = Buffer.from(JSON.stringify(grant), 'utf8');
  return `${uploadUrlPrefix}${signToken(payload, key)}`;
}

/** The token of an absolute URL or a path (query and fragment ignored), or null when it is not one of ours. */
function tokenOf(urlOrPath: string): string | null {
  let path: string;
  try {
    path = new URL(urlOrPath, 'http://upload.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(uploadUrlPrefix)) return null;
  const token = path.slice(uploadUrlPrefix.length);
  return token.length > 0 && !token.includes('/') ? token : null;
}

/**
 * Checks a URL for the signed-in user at `now` (epoch ms): the signature first (nothing unsigned is parsed),
 * then the grant's shape, its user, its expiry.
 */
export function verifyUploadUrl(
  urlOrPath: string,
  context: {
    readonly userId: string;
    readonly now: number;
    /** Completing an upload whose bytes arrived in time may come after the URL expired. */
    readonly acceptExpired?: boolean;
  },
  secret: string | Buffer,
): UploadUrlCheck {
  const key = checkedSecret(secret);
  const refuse = (refusal: UploadUrlRefusal): UploadUrlCheck => ({ ok: false, refusal });

  const token = tokenOf(urlOrPath);
  if (token === null) return refuse('malformed');
  const opened = openToken(token, key);
  if (!opened.ok) return refuse(opened.refusal);

  let grant: unknown;
  try {
    grant = JSON.parse(opened.payload.toString('utf8'));
  } catch {
    return refuse('malformed');
  }
  if (!isUploadGrant(grant)) return refuse('malformed');
  if (grant.userId !== context.userId) return refuse('forbidden');
  if (context.now >= grant.expiresAt && !context.acceptExpired) return refuse('expired');
  return { ok: true, grant };
}
