/**
 * The blob store port: the bytes of uploaded documents, content-addressed by their SHA-256. A write streams
 * the bytes in, hashing them on the way and refusing them past a size limit; the same bytes written twice are
 * kept once. `hash` re-reads what is stored now, for the chain-of-custody check against the SHA-256 recorded in
 * the event log when the file arrived. A blob is named only by a 64-character lowercase hex SHA-256, checked on
 * every call, so a name can never be a path.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredBlob {
  /** The SHA-256 of the bytes, 64 lowercase hex characters: the blob's name. */
  sha256: string;
  /** The number of bytes. */
  size: number;
}

export interface BlobWriteOptions {
  /** The most bytes accepted; one more and the write fails with BlobTooLargeError, leaving nothing stored. */
  maxBytes: number;
}

export interface BlobStore {
  /**
   * Streams `source` in; resolves once the bytes are durably stored. Refused or failed, it leaves nothing stored.
   * A refused source is left as it is, not destroyed and not read further: the caller decides (an HTTP route
   * answers 413 and closes the connection).
   */
  write(source: Readable, options: BlobWriteOptions): Promise<StoredBlob>;
  /** The stored bytes; rejects with BlobNotFoundError (before any byte) when there is no such blob. */
  read(sha256: string): Promise<Readable>;
  exists(sha256: string): Promise<boolean>;
  /** Re-reads the stored bytes and returns their SHA-256 now (BlobNotFoundError when there is no such blob). */
  hash(sha256: string): Promise<string>;
  /** Removes the blob; removing one that is not there is not an error. */
  delete(sha256: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  readonly code = 'BLOB_TOO_LARGE';
  constructor(readonly maxBytes: number) {
    super(`The blob exceeds ${maxBytes} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export class BlobNotFoundError extends Error {
  readonly code = 'BLOB_NOT_FOUND';
  constructor(readonly sha256: string) {
    super(`No blob ${sha256}`);
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobNameError extends Error {
  readonly code = 'INVALID_BLOB_NAME';
  constructor() {
    super('A blob is named by a SHA-256 of 64 lowercase hex characters');
    this.name = 'InvalidBlobNameError';
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** Returns `value` when it is a SHA-256 in lowercase hex, else throws InvalidBlobNameError. */
export function checkedSha256(value: unknown): string {
  if (typeof value !== 'string' || !SHA256_HEX.test(value)) throw new InvalidBlobNameError();
  return value;
}

const asBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk)
      : Buffer.from(chunk as Uint8Array);

/**
 * Counts and hashes the chunks of a write as they pass (for the adapters). `add` throws BlobTooLargeError on the
 * chunk that goes past the limit, before it is written anywhere.
 */
export class BlobMeter {
  private readonly digest = createHash('sha256');
  private size = 0;

  constructor(private readonly maxBytes: number) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0)
      throw new RangeError(`Invalid maxBytes: ${maxBytes}`);
  }

  add(chunk: unknown): Buffer {
    const bytes = asBuffer(chunk);
    this.size += bytes.length;
    if (this.size > this.maxBytes) throw new BlobTooLargeError(this.maxBytes);
    this.digest.update(bytes);
    return bytes;
  }

  result(): StoredBlob {
    return { sha256: this.digest.digest('hex'), size: this.size };
  }
}

/** The SHA-256 (lowercase hex) of everything `source` yields. */
export async function sha256OfStream(source: Readable): Promise<string> {
  const digest = createHash('sha256');
  for await (const chunk of source) digest.update(asBuffer(chunk));
  return digest.digest('hex');
}
