import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type Db,
  GridFSBucket,
  type GridFSBucketWriteStream,
  MongoClient,
  type MongoClientOptions,
} from 'mongodb';
import {
  BlobMeter,
  BlobNotFoundError,
  type BlobStore,
  type BlobWriteOptions,
  checkedSha256,
  type StoredBlob,
  sha256OfStream,
} from './port.js';

const PENDING_PREFIX = 'pending-';

/**
 * The distributed blob store on MongoDB GridFS (bucket `blobs`): a blob is a GridFS file whose filename is its
 * SHA-256. A write uploads under a temporary name `pending-<uuid>` (the hash is known only at the end), then
 * renames the file to its SHA-256, or deletes the upload when those bytes are already stored. A refused or failed
 * write aborts the upload, which removes its chunks. Two writes of the same new bytes at the same moment may both
 * keep their file: reads take one of them and `delete` removes all, so this only costs space.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: GridFSBucket;

  constructor(
    private readonly db: Db,
    private readonly client?: MongoClient,
    private readonly bucketName = 'blobs',
  ) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  private get chunks() {
    return this.db.collection(`${this.bucketName}.chunks`);
  }

  /** Connects to `url` and uses database `dbName`. Server selection gives up after 2 s instead of 30 s. */
  static async connect(
    url: string,
    dbName: string,
    options: MongoClientOptions = {},
  ): Promise<GridFsBlobStore> {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000, ...options });
    await client.connect();
    return new GridFsBlobStore(client.db(dbName), client);
  }

  async write(source: Readable, { maxBytes }: BlobWriteOptions): Promise<StoredBlob> {
    const meter = new BlobMeter(maxBytes);
    const upload = this.bucket.openUploadStream(`${PENDING_PREFIX}${randomUUID()}`);
    // Errors reach the callbacks below; this listener keeps them from also being thrown as unhandled events.
    upload.on('error', () => {});
    try {
      for await (const chunk of source.iterator({ destroyOnReturn: false })) {
        await writeChunk(upload, meter.add(chunk));
      }
      await endUpload(upload);
    } catch (error) {
      await upload.abort().catch(() => {});
      // abort() removes the chunks, unless the upload had already ended (its files document failed): sweep both.
      await this.chunks.deleteMany({ files_id: upload.id }).catch(() => {});
      throw error;
    }
    const blob = meter.result();
    try {
      if (await this.exists(blob.sha256)) await this.bucket.delete(upload.id);
      else await this.bucket.rename(upload.id, blob.sha256);
    } catch (error) {
      await this.bucket.delete(upload.id).catch(() => {});
      throw error;
    }
    return blob;
  }

  private async fileId(sha256: string) {
    const [file] = await this.bucket
      .find({ filename: checkedSha256(sha256) }, { projection: { _id: 1 } })
      .sort({ uploadDate: -1 })
      .limit(1)
      .toArray();
    return file?._id;
  }

  async read(sha256: string): Promise<Readable> {
    const id = await this.fileId(sha256);
    if (id === undefined) throw new BlobNotFoundError(sha256);
    return this.bucket.openDownloadStream(id);
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.fileId(sha256)) !== undefined;
  }

  async hash(sha256: string): Promise<string> {
    return sha256OfStream(await this.read(sha256));
  }

  async delete(sha256: string): Promise<void> {
    const files = await this.bucket
      .find({ filename: checkedSha256(sha256) }, { projection: { _id: 1 } })
      .toArray();
    for (const file of files) {
      await this.bucket.delete(file._id).catch(() => {
        // Already removed by a concurrent delete.
      });
    }
  }

  /** What the bucket holds, for tests: every file's name, and the chunks that belong to no file. */
  async contents(): Promise<{ files: string[]; strayChunks: number }> {
    const files = await this.bucket.find({}, { projection: { filename: 1 } }).toArray();
    const strayChunks = await this.chunks.countDocuments({ files_id: { $nin: files.map((f) => f._id) } });
    return { files: files.map((f) => f.filename), strayChunks };
  }

  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}

function writeChunk(upload: GridFSBucketWriteStream, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.write(bytes, (error) => (error ? reject(error) : resolve()));
  });
}

function endUpload(upload: GridFSBucketWriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    upload.end((error?: Error | null) => (error ? reject(error) : resolve()));
  });
}
