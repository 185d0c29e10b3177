import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { createSchema, inTransaction } from '../postgres-transaction.js';
import {
  BlobMeter,
  BlobNotFoundError,
  type BlobStore,
  type BlobWriteOptions,
  checkedSha256,
  type StoredBlob,
  sha256OfStream,
} from './port.js';

/**
 * The size of a stored chunk. Big enough that a 10 MiB upload is 40 rows, small enough that a read or a write
 * never holds more than a few hundred KiB of one blob in memory (and below TOAST's 1 GB cap by far).
 */
const CHUNK_BYTES = 256 * 1024;

/**
 * A blob is one `blobs` row (its SHA-256, size and the id of its upload) and its bytes in `blob_chunks` rows keyed by
 * that upload id and an index. Chunks are keyed by the upload, not by the SHA-256, because the hash is known only
 * once the last byte has arrived. The foreign key is checked at commit (deferred), so the chunks of an upload can go
 * in before the row that names them, and it cascades on delete.
 */
const SCHEMA = [
  `create table if not exists blobs (
     sha256 text primary key check (sha256 ~ '^[0-9a-f]{64}$'),
     id uuid not null unique,
     size bigint not null check (size >= 0),
     stored_at timestamptz not null default now()
   )`,
  `create table if not exists blob_chunks (
     blob_id uuid not null references blobs (id) on delete cascade deferrable initially deferred,
     index integer not null check (index >= 0),
     bytes bytea not null,
     primary key (blob_id, index)
   )`,
];

/**
 * Gathers the incoming pieces (an HTTP body comes in 16-64 KiB) into CHUNK_BYTES chunks. `take` returns the full
 * chunks gathered so far; `rest` what is left at the end (possibly nothing).
 */
class Chunker {
  private pieces: Buffer[] = [];
  private gathered = 0;

  *take(bytes: Buffer): Generator<Buffer> {
    this.pieces.push(bytes);
    this.gathered += bytes.length;
    while (this.gathered >= CHUNK_BYTES) {
      const all = Buffer.concat(this.pieces, this.gathered);
      yield all.subarray(0, CHUNK_BYTES);
      const left = all.subarray(CHUNK_BYTES);
      this.pieces = left.length > 0 ? [left] : [];
      this.gathered = left.length;
    }
  }

  rest(): Buffer | undefined {
    return this.gathered > 0 ? Buffer.concat(this.pieces, this.gathered) : undefined;
  }
}

/**
 * The blob store on PostgreSQL: the bytes in `bytea` chunks of 256 KiB. A write runs in one transaction on one
 * pooled connection: each chunk is inserted as it fills (the next piece of the source is read only once the insert
 * is done, so a fast client cannot outrun the database), the SHA-256 is computed on the way, and the `blobs` row
 * goes in last. Until the commit no other connection sees any of it, so a half-written blob is never visible; a
 * refused or failed write rolls back, leaving nothing. Bytes already stored roll back too (one copy kept); two
 * writes of the same new bytes at the same moment serialise on the primary key and the second rolls back.
 *
 * A read asks for one chunk per query, in index order, only when the reader wants more: a slow download holds no
 * pooled connection between chunks and never more than a chunk or two of the blob in memory. A blob deleted while
 * it is being read ends the stream with an error rather than with fewer bytes.
 */
export class PostgresBlobStore implements BlobStore {
  private constructor(
    private readonly pool: pg.Pool,
    private readonly ownsPool: boolean,
  ) {}

  /** A store on a pool the caller shares and closes; creates the tables when they are missing. */
  static async onPool(pool: pg.Pool): Promise<PostgresBlobStore> {
    const store = new PostgresBlobStore(pool, false);
    await store.createSchema();
    return store;
  }

  /** Connects to `url` (postgres://…) with a pool of its own, closed by `close()`; creates the tables when missing. */
  static async connect(
    url: string,
    options: Omit<pg.PoolConfig, 'connectionString'> = {},
  ): Promise<PostgresBlobStore> {
    const pool = new pg.Pool({ connectionTimeoutMillis: 5000, ...options, connectionString: url });
    // An idle connection the server drops emits 'error' on the pool; the next query reconnects.
    pool.on('error', () => {});
    const store = new PostgresBlobStore(pool, true);
    try {
      await store.createSchema();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return store;
  }

  private createSchema(): Promise<void> {
    return createSchema(this.pool, 'portal blob store schema', SCHEMA);
  }

  private inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }

  async write(source: Readable, { maxBytes }: BlobWriteOptions): Promise<StoredBlob> {
    const meter = new BlobMeter(maxBytes);
    const id = randomUUID();
    const chunker = new Chunker();
    let index = 0;
    const insertChunk = (client: pg.PoolClient, bytes: Buffer) =>
      client.query('insert into blob_chunks (blob_id, index, bytes) values ($1, $2, $3)', [
        id,
        index++,
        bytes,
      ]);
    return this.inTransaction(async (client) => {
      // destroyOnReturn false: a refused source is left as it is for the caller (the port's promise).
      for await (const piece of source.iterator({ destroyOnReturn: false })) {
        for (const chunk of chunker.take(meter.add(piece))) await insertChunk(client, chunk);
      }
      const rest = chunker.rest();
      if (rest !== undefined) await insertChunk(client, rest);
      const blob = meter.result();
      const inserted = await client.query(
        'insert into blobs (sha256, id, size) values ($1, $2, $3) on conflict (sha256) do nothing',
        [blob.sha256, id, blob.size],
      );
      // Already stored: throwing rolls this copy's chunks back; the caller gets the stored blob all the same.
      if (inserted.rowCount === 0) throw new AlreadyStored(blob);
      return blob;
    }).catch((error: unknown) => {
      if (error instanceof AlreadyStored) return error.blob;
      throw error;
    });
  }

  private async find(sha256: string): Promise<{ id: string; size: number } | undefined> {
    const { rows } = await this.pool.query<{ id: string; size: string }>(
      'select id, size from blobs where sha256 = $1',
      [checkedSha256(sha256)],
    );
    const row = rows[0];
    return row === undefined ? undefined : { id: row.id, size: Number(row.size) };
  }

  async read(sha256: string): Promise<Readable> {
    const blob = await this.find(sha256);
    if (blob === undefined) throw new BlobNotFoundError(sha256);
    return Readable.from(this.chunksOf(sha256, blob), { objectMode: false, highWaterMark: CHUNK_BYTES });
  }

  private async *chunksOf(sha256: string, blob: { id: string; size: number }): AsyncGenerator<Buffer> {
    let sent = 0;
    let after = -1;
    while (sent < blob.size) {
      const { rows } = await this.pool.query<{ index: number; bytes: Buffer }>(
        'select index, bytes from blob_chunks where blob_id = $1 and index > $2 order by index limit 1',
        [blob.id, after],
      );
      const row = rows[0];
      // The rows went while the blob was being read (deleted): fail rather than end short.
      if (row === undefined) throw new BlobNotFoundError(sha256);
      after = row.index;
      sent += row.bytes.length;
      yield row.bytes;
    }
  }

  async exists(sha256: string): Promise<boolean> {
    return (await this.find(sha256)) !== undefined;
  }

  async hash(sha256: string): Promise<string> {
    return sha256OfStream(await this.read(sha256));
  }

  async delete(sha256: string): Promise<void> {
    await this.pool.query('delete from blobs where sha256 = $1', [checkedSha256(sha256)]);
  }

  /** What the tables hold, for tests: every blob's SHA-256, and the chunks that belong to no blob. */
  async contents(): Promise<{ blobs: string[]; strayChunks: number }> {
    const blobs = await this.pool.query<{ sha256: string }>('select sha256 from blobs order by sha256');
    const stray = await this.pool.query<{ count: string }>(
      'select count(*) from blob_chunks c where not exists (select 1 from blobs b where b.id = c.blob_id)',
    );
    return { blobs: blobs.rows.map((row) => row.sha256), strayChunks: Number(stray.rows[0]?.count ?? 0) };
  }

  /** Closes the pool when the store opened it (`connect`); a shared pool is the caller's to close. */
  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}

/** Thrown inside a write's transaction to roll back the copy of bytes that are already stored. */
class AlreadyStored extends Error {
  constructor(readonly blob: StoredBlob) {
    super('The blob is already stored');
  }
}
