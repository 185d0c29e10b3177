/**
 * What the PostgreSQL blob store adds to the blob store contract (blob-store.test.ts): a write is invisible until
 * its commit, the bytes are stored and read back in 256 KiB chunks (never whole), concurrent writes of the same new
 * bytes keep one copy, a blob deleted mid-read fails the read, `hash` reads what is stored now, and processes that
 * start together create the tables once. Skipped, with the reason printed, when no PostgreSQL answers.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import pg from 'pg';
import { PostgresBlobStore } from '../../platform/src/blob-store/postgres.js';
import { reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

const CHUNK = 256 * 1024;
const MIB = 1024 * 1024;

/** `size` bytes of the pattern i % 251, in 64 KiB pieces. */
function pattern(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < size; start += 64 * 1024) {
        const bytes = Buffer.alloc(Math.min(64 * 1024, size - start));
        for (let i = 0; i < bytes.length; i++) bytes[i] = (start + i) % 251;
        yield bytes;
      }
    })(),
  );
}

const postgres = await freshPostgres('blob_store_pg');
// Where no PostgreSQL answers, the reason is printed and every test below counts as skipped.
if (!postgres.available) reportSkipped('PostgreSQL blob store (adapter only)', postgres);
const suite = postgres.available ? describe : describe.skip;
const url = postgres.available ? postgres.url : '';
suite(`PostgresBlobStore (${postgres.available ? postgres.source : 'skipped'})`, () => {
  let store: PostgresBlobStore;
  let observer: pg.Pool;
  beforeAll(async () => {
    store = await PostgresBlobStore.connect(url);
    observer = new pg.Pool({ connectionString: url });
    observer.on('error', () => {}); // an idle connection the server ended: the pool replaces it
  });
  afterEach(() => observer.query('truncate blobs, blob_chunks'));
  afterAll(async () => {
    await store?.close();
    await observer?.end();
    if (postgres.available) await postgres.stop();
  }, DROP_TIMEOUT_MS);

  it('shows nothing of a write before its commit', async () => {
    let resume: () => void = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let handedOver = 0;
    const source = Readable.from(
      (async function* () {
        for (const piece of [Buffer.alloc(CHUNK, 1), Buffer.alloc(CHUNK, 2), Buffer.alloc(10, 3)]) {
          handedOver++;
          yield piece;
        }
        await paused;
      })(),
    );
    const writing = store.write(source, { maxBytes: MIB });
    while (handedOver < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Two full chunks are inserted by now, in the write's transaction: another connection sees none of them.
    const seen = await observer.query(
      'select (select count(*) from blobs) + (select count(*) from blob_chunks) as n',
    );
    expect(Number(seen.rows[0].n)).toBe(0);
    resume();
    const blob = await writing;
    expect(blob.size).toBe(2 * CHUNK + 10);
    expect(await store.exists(blob.sha256)).toBe(true);
  });

  it('stores and reads 3 MiB as 256 KiB chunks in order, never whole', async () => {
    const blob = await store.write(pattern(3 * MIB + 5), { maxBytes: 4 * MIB });
    const { rows } = await observer.query<{ index: number; length: number }>(
      'select index, length(bytes) as length from blob_chunks order by index',
    );
    expect(rows.map((row) => row.index)).toEqual([...Array(13).keys()]);
    expect(rows.map((row) => row.length)).toEqual([...Array(12).fill(CHUNK), 5]);
    const digest = createHash('sha256');
    let largest = 0;
    let total = 0;
    for await (const piece of await store.read(blob.sha256)) {
      largest = Math.max(largest, piece.length);
      total += piece.length;
      digest.update(piece);
    }
    expect(largest).toBeLessThanOrEqual(CHUNK);
    expect(total).toBe(3 * MIB + 5);
    expect(digest.digest('hex')).toBe(blob.sha256);
  });

  it('keeps one copy of the same new bytes written at the same moment', async () => {
    const [first, second] = await Promise.all([
      store.write(pattern(MIB), { maxBytes: MIB }),
      store.write(pattern(MIB), { maxBytes: MIB }),
    ]);
    expect(second).toEqual(first);
    expect(await store.contents()).toEqual({ blobs: [first.sha256], strayChunks: 0 });
    const chunks = await observer.query('select count(*) as n from blob_chunks');
    expect(Number(chunks.rows[0].n)).toBe(4);
  });

  it('fails a read whose blob is deleted midway instead of ending it short', async () => {
    const blob = await store.write(pattern(MIB), { maxBytes: MIB });
    const reading = await store.read(blob.sha256);
    const pieces = reading[Symbol.asyncIterator]();
    expect((await pieces.next()).value).toHaveLength(CHUNK);
    await store.delete(blob.sha256);
    const rest = (async () => {
      for (let next = await pieces.next(); !next.done; next = await pieces.next());
    })();
    await expect(rest).rejects.toMatchObject({ code: 'BLOB_NOT_FOUND' });
  });

  it('hash() reads what is stored now: altered bytes give another SHA-256', async () => {
    const blob = await store.write(Readable.from([Buffer.from('abc')]), { maxBytes: 10 });
    await observer.query(`update blob_chunks set bytes = 'abd'::bytea`);
    expect(await store.hash(blob.sha256)).toBe(createHash('sha256').update('abd').digest('hex'));
  });

  it('creates its tables once when several processes start together', async () => {
    const stores = await Promise.all([1, 2, 3].map(() => PostgresBlobStore.connect(url)));
    await Promise.all(stores.map((other) => other.close()));
    const tables = await observer.query(
      `select count(*) as n from pg_tables where tablename in ('blobs', 'blob_chunks')`,
    );
    expect(Number(tables.rows[0].n)).toBe(2);
  });
});
