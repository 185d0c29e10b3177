import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  BlobMeter,
  BlobNotFoundError,
  type BlobStore,
  type BlobWriteOptions,
  checkedSha256,
  type StoredBlob,
  sha256OfStream,
} from './port.js';

const WRITE_BATCH_BYTES = 1024 * 1024;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Makes a rename or an unlink in `dir` durable (Linux; where a folder cannot be opened for fsync it is skipped). */
async function syncDir(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Not every platform lets a folder be fsynced; the file itself was.
  } finally {
    await handle?.close();
  }
}

/**
 * The embedded blob store: one read-only file per blob at `<root>/<first 2 hex>/<sha256>` (the portal's root
 * is `<DATA_DIR>/blobs`). A write goes to a temporary file directly in `<root>` (same file system), is fsynced,
 * then renamed into place, so a blob's path only ever holds complete bytes; a refused or failed write removes
 * its temporary file. Bytes already stored are not written twice: the new temporary file is dropped.
 */
export class FileBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  /** The store of the portal's data folder: `<dataDir>/blobs`. */
  static inDataDir(dataDir: string): FileBlobStore {
    return new FileBlobStore(join(dataDir, 'blobs'));
  }

  private pathOf(sha256: string): string {
    const name = checkedSha256(sha256);
    return join(this.root, name.slice(0, 2), name);
  }

  async write(source: Readable, { maxBytes }: BlobWriteOptions): Promise<StoredBlob> {
    const meter = new BlobMeter(maxBytes);
    await mkdir(this.root, { recursive: true });
    const temp = join(this.root, `.upload-${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    let closed = false;
    try {
      // Chunks gathered up to WRITE_BATCH_BYTES go to the file in one call (an HTTP body comes in 16-64 KB pieces).
      let batch: Buffer[] = [];
      let batched = 0;
      for await (const chunk of source.iterator({ destroyOnReturn: false })) {
        const bytes = meter.add(chunk);
        batch.push(bytes);
        batched += bytes.length;
        if (batched >= WRITE_BATCH_BYTES) {
          await handle.writev(batch);
          batch = [];
          batched = 0;
        }
      }
      if (batch.length > 0) await handle.writev(batch);
      await handle.sync();
      await handle.chmod(0o444);
      await handle.close();
      closed = true;
      const blob = meter.result();
      const target = this.pathOf(blob.sha256);
      if (await this.existsAt(target)) {
        await rm(temp, { force: true });
      } else {
        await mkdir(join(this.root, blob.sha256.slice(0, 2)), { recursive: true });
        await rename(temp, target);
        await syncDir(join(this.root, blob.sha256.slice(0, 2)));
      }
      return blob;
    } catch (error) {
      if (!closed) await handle.close().catch(() => {});
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(sha256: string): Promise<Readable> {
    const path = this.pathOf(sha256);
    try {
      const handle = await open(path, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(sha256);
      throw error;
    }
  }

  private async existsAt(path: string): Promise<boolean> {
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return this.existsAt(this.pathOf(sha256));
  }

  async hash(sha256: string): Promise<string> {
    return sha256OfStream(await this.read(sha256));
  }

  async delete(sha256: string): Promise<void> {
    const path = this.pathOf(sha256);
    await rm(path, { force: true });
  }
}
