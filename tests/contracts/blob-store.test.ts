/**
 * The blob store contract: the behaviour every BlobStore adapter must show, run against the embedded
 * file adapter always, PostgreSQL when the machine's server answers (DATABASE_URL, or 127.0.0.1:5432), and GridFS
 * when a MongoDB server can be had (MONGODB_URL, or a container), else reported as skipped with the reason. Each
 * test opens an empty store (a new folder, a new schema in the suite's database, a new database).
 */

import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import {
  BlobNotFoundError,
  type BlobStore,
  BlobTooLargeError,
  FileBlobStore,
  InvalidBlobNameError,
} from '@portal/platform';
import pg from 'pg';
import { GridFsBlobStore } from '../../platform/src/blob-store/gridfs.js';
import { PostgresBlobStore } from '../../platform/src/blob-store/postgres.js';
import { contractSuite } from '../support/contract-suite.js';
import { mongoDb, reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

interface BlobStoreFixture {
  store: BlobStore;
  /** Everything the backing storage holds, temporary uploads included (file paths, GridFS files and chunks). */
  leftovers(): Promise<string[]>;
  dispose(): Promise<void>;
}

// Known SHA-256 values (computed outside this code, e.g. `printf abc | sha256sum`).
const SHA_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const SHA_ABD = 'a52d159f262b2c6ddb724a61840befc36eb30c88877a4030b65cbe86298449c9';
const SHA_EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** 10 MiB of the bytes i % 251 for i = 0…10 485 759. */
const SHA_10_MIB = '44f9296993796e201208c6c245b9515d36b62c87d0be4459ff347bfa054cd527';
const TEN_MIB = 10 * 1024 * 1024;
const UNKNOWN = '0000000000000000000000000000000000000000000000000000000000000000';

const from = (text: string) => Readable.from([Buffer.from(text)]);

/** The 10 MiB pattern, produced in 64 KiB chunks (never held whole). */
function tenMiB(): Readable {
  return Readable.from(
    (function* () {
      const chunk = 64 * 1024;
      for (let start = 0; start < TEN_MIB; start += chunk) {
        const bytes = Buffer.alloc(chunk);
        for (let i = 0; i < chunk; i++) bytes[i] = (start + i) % 251;
        yield bytes;
      }
    })(),
  );
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function blobStoreContract(
  adapter: string,
  open: (() => Promise<BlobStoreFixture>) | { skipped: string },
): void {
  contractSuite(`BlobStore contract: ${adapter}`, open, (context) => {
    let fixture: BlobStoreFixture | undefined;
    let store: BlobStore;
    beforeEach(() => {
      fixture = context.fixture();
      store = fixture.store;
    });

    it('stores bytes under their SHA-256 and reads them back', async () => {
      expect(await store.exists(SHA_ABC)).toBe(false);
      expect(await store.write(from('abc'), { maxBytes: 10 })).toEqual({ sha256: SHA_ABC, size: 3 });
      expect(await store.exists(SHA_ABC)).toBe(true);
      expect((await bytesOf(await store.read(SHA_ABC))).toString()).toBe('abc');
      expect(await store.hash(SHA_ABC)).toBe(SHA_ABC);
    });

    it('stores an empty blob', async () => {
      expect(await store.write(Readable.from([]), { maxBytes: 0 })).toEqual({ sha256: SHA_EMPTY, size: 0 });
      expect((await bytesOf(await store.read(SHA_EMPTY))).length).toBe(0);
    });

    it('streams 10 MiB in and out', async () => {
      expect(await store.write(tenMiB(), { maxBytes: TEN_MIB })).toEqual({
        sha256: SHA_10_MIB,
        size: TEN_MIB,
      });
      const back = await bytesOf(await store.read(SHA_10_MIB));
      expect(back.length).toBe(TEN_MIB);
      expect(back[0]).toBe(0);
      expect(back[251]).toBe(0);
      expect(back[TEN_MIB - 1]).toBe((TEN_MIB - 1) % 251);
      expect(await store.hash(SHA_10_MIB)).toBe(SHA_10_MIB);
    }, 60_000);

    it('accepts exactly maxBytes, refuses one byte more and leaves nothing behind', async () => {
      await expect(store.write(from('x'.repeat(1001)), { maxBytes: 1000 })).rejects.toBeInstanceOf(
        BlobTooLargeError,
      );
      expect(await fixture?.leftovers()).toEqual([]);
      await expect(store.write(tenMiB(), { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
        code: 'BLOB_TOO_LARGE',
        maxBytes: 1024 * 1024,
      });
      expect(await fixture?.leftovers()).toEqual([]);
      expect(await store.exists(SHA_10_MIB)).toBe(false);

      expect(await store.write(from('abc'), { maxBytes: 3 })).toEqual({ sha256: SHA_ABC, size: 3 });
    });

    it('a source that fails midway leaves nothing behind', async () => {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.alloc(300 * 1024, 1);
          throw new Error('connection reset');
        })(),
      );
      await expect(store.write(failing, { maxBytes: TEN_MIB })).rejects.toThrow('connection reset');
      expect(await fixture?.leftovers()).toEqual([]);
    });

    it('keeps one copy of the same bytes written twice', async () => {
      expect(await store.write(from('abc'), { maxBytes: 10 })).toEqual({ sha256: SHA_ABC, size: 3 });
      expect(
        await store.write(Readable.from([Buffer.from('a'), Buffer.from('bc')]), { maxBytes: 10 }),
      ).toEqual({
        sha256: SHA_ABC,
        size: 3,
      });
      expect(await fixture?.leftovers()).toHaveLength(1);
      expect((await bytesOf(await store.read(SHA_ABC))).toString()).toBe('abc');
    });

    it('an unknown hash is not found', async () => {
      await expect(store.read(UNKNOWN)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.hash(UNKNOWN)).rejects.toMatchObject({ code: 'BLOB_NOT_FOUND', sha256: UNKNOWN });
      expect(await store.exists(UNKNOWN)).toBe(false);
    });

    it('refuses a name that is not a lowercase SHA-256', async () => {
      await store.write(from('abc'), { maxBytes: 10 });
      for (const bad of [
        '../etc/passwd',
        SHA_ABC.toUpperCase(),
        `${SHA_ABC.slice(0, 62)}/.`,
        `${SHA_ABC}0`,
        '',
      ]) {
        await expect(store.read(bad)).rejects.toBeInstanceOf(InvalidBlobNameError);
        await expect(store.exists(bad)).rejects.toBeInstanceOf(InvalidBlobNameError);
        await expect(store.hash(bad)).rejects.toBeInstanceOf(InvalidBlobNameError);
        await expect(store.delete(bad)).rejects.toBeInstanceOf(InvalidBlobNameError);
      }
      expect(await store.exists(SHA_ABC)).toBe(true);
    });

    it('delete removes a blob; deleting an absent one is not an error', async () => {
      await store.write(from('abc'), { maxBytes: 10 });
      await store.delete(SHA_ABC);
      expect(await store.exists(SHA_ABC)).toBe(false);
      await expect(store.read(SHA_ABC)).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete(SHA_ABC);
      expect(await fixture?.leftovers()).toEqual([]);
    });
  });
}

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

function openFiles(): { dir: string; root: string; store: FileBlobStore } {
  const dir = mkdtempSync(join(tmpdir(), 'blob-store-contract-'));
  const store = FileBlobStore.inDataDir(dir);
  return { dir, root: join(dir, 'blobs'), store };
}

blobStoreContract('files', async () => {
  const { dir, root, store } = openFiles();
  return {
    store,
    leftovers: async () => filesUnder(root),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('FileBlobStore (embedded adapter only)', () => {
  let dir: string;
  let root: string;
  let store: FileBlobStore;
  beforeEach(() => {
    ({ dir, root, store } = openFiles());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a blob at <DATA_DIR>/blobs/<first 2 hex>/<sha256>', async () => {
    await store.write(from('abc'), { maxBytes: 10 });
    expect(filesUnder(root)).toEqual([`ba/${SHA_ABC}`]);
    expect(readFileSync(join(dir, 'blobs', 'ba', SHA_ABC), 'utf8')).toBe('abc');
  });

  it('hash() reports what is on disk now: altered bytes give another SHA-256', async () => {
    await store.write(from('abc'), { maxBytes: 10 });
    const path = join(dir, 'blobs', 'ba', SHA_ABC);
    chmodSync(path, 0o644); // stored read-only
    writeFileSync(path, 'abd');
    expect(await store.hash(SHA_ABC)).toBe(SHA_ABD);
    expect(await store.exists(SHA_ABC)).toBe(true);
  });
});

const postgres = await freshPostgres('blob_store_contract');
if (postgres.available) {
  afterAll(() => postgres.stop(), DROP_TIMEOUT_MS);
  let tests = 0;
  blobStoreContract(`PostgreSQL (${postgres.source})`, async () => {
    // One database for the suite, one schema per test: empty tables without a database per test.
    const schema = `test_${++tests}`;
    const url = new URL(postgres.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const pool = new pg.Pool({ connectionString: url.toString() });
    await pool.query(`create schema ${schema}`);
    const store = await PostgresBlobStore.onPool(pool);
    return {
      store,
      leftovers: async () => {
        const { blobs, strayChunks } = await store.contents();
        return [...blobs, ...(strayChunks > 0 ? [`${strayChunks} stray chunk(s)`] : [])];
      },
      dispose: () => pool.end(),
    };
  });
} else {
  reportSkipped('PostgreSQL blob store', postgres);
  blobStoreContract('PostgreSQL', { skipped: postgres.reason });
}

const mongo = await mongoDb();
if (mongo.available) {
  afterAll(() => mongo.stop());
  blobStoreContract(`GridFS (${mongo.source})`, async () => {
    const dbName = `contract_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const store = await GridFsBlobStore.connect(mongo.url, dbName);
    return {
      store,
      leftovers: async () => {
        const { files, strayChunks } = await store.contents();
        return [...files.sort(), ...(strayChunks > 0 ? [`${strayChunks} stray chunk(s)`] : [])];
      },
      dispose: async () => {
        try {
          await store.dropDatabase();
        } finally {
          await store.close();
        }
      },
    };
  });
} else {
  reportSkipped('GridFS blob store', mongo);
  blobStoreContract('GridFS', { skipped: mongo.reason });
}
