import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachedDocumentStore, readShared } from './cached.js';
import { SqliteDocumentStore } from './sqlite.js';

let dir: string;
let file: string;
let sqlite: SqliteDocumentStore;
let cached: CachedDocumentStore;
/** Another connection to the same file: what another process (the rebuild command, a second gateway) writes with. */
let other: SqliteDocumentStore;

/** A later turn of the event loop: where another process's commit reaches this one (as a request, a message). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cached-store-'));
  file = join(dir, 'docs.sqlite');
  sqlite = new SqliteDocumentStore(file);
  cached = new CachedDocumentStore(sqlite);
  other = new SqliteDocumentStore(file);
});
afterEach(async () => {
  await cached.close();
  await other.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads twice so the second read is served from memory, and checks it was kept. */
async function warm(collection: string, id: string): Promise<void> {
  await cached.get(collection, id);
  await cached.get(collection, id);
}

describe('the cached document store', () => {
  it('serves a read from memory: a change made behind its back in the same connection is not seen', async () => {
    // The premise of every other test: without eviction, the cache would answer the old document.
    await sqlite.put('users', 'u1', { name: 'Ana' });
    await warm('users', 'u1');
    await sqlite.put('users', 'u1', { name: 'Luisa' });
    expect(await cached.get('users', 'u1')).toEqual({ name: 'Ana' });
    expect(cached.size).toBe(1);
  });

  it('answers the stored text as is, and a fresh object to each caller', async () => {
    await cached.put('users', 'u1', { name: 'Ana', tags: ['a'] });
    expect(await cached.getRaw('users', 'u1')).toBe('{"name":"Ana","tags":["a"]}');
    const first = await cached.get<{ name: string; tags: string[] }>('users', 'u1');
    first?.tags.push('changed by a caller');
    expect(await cached.get('users', 'u1')).toEqual({ name: 'Ana', tags: ['a'] });
    expect(await cached.getRaw('users', 'nobody')).toBeUndefined();
    expect(await cached.get('users', 'nobody')).toBeUndefined();
  });

  it('shares one frozen copy of a document until it changes (for reads made on every request)', async () => {
    await cached.put('sessions', 's1', { userId: 'u1', flags: { a: true } });
    const first = await cached.getShared<{ userId: string; flags: { a: boolean } }>('sessions', 's1');
    expect(first).toEqual({ userId: 'u1', flags: { a: true } });
    expect(await cached.getShared('sessions', 's1')).toBe(first);
    expect(() => {
      (first as { userId: string }).userId = 'u2';
    }).toThrow(TypeError);
    expect(() => {
      (first as { flags: { a: boolean } }).flags.a = false;
    }).toThrow(TypeError);
    await cached.put('sessions', 's1', { userId: 'u3', flags: { a: false } });
    expect(await cached.getShared('sessions', 's1')).toEqual({ userId: 'u3', flags: { a: false } });
    await other.delete('sessions', 's1');
    await nextTurn();
    expect(await cached.getShared('sessions', 's1')).toBeUndefined();
    // A store without a cache parses a copy of its own.
    await sqlite.put('sessions', 's2', { userId: 'u4' });
    expect(await readShared(sqlite, 'sessions', 's2')).toEqual({ userId: 'u4' });
  });

  it('evicts on put, insert and delete made through it', async () => {
    await cached.put('users', 'u1', { name: 'Ana' });
    await warm('users', 'u1');
    await cached.put('users', 'u1', { name: 'Luisa' });
    expect(await cached.get('users', 'u1')).toEqual({ name: 'Luisa' });

    await warm('users', 'u2');
    expect(await cached.insert('users', 'u2', { name: 'Eva' })).toBe(true);
    expect(await cached.get('users', 'u2')).toEqual({ name: 'Eva' });

    await cached.delete('users', 'u1');
    expect(await cached.get('users', 'u1')).toBeUndefined();
  });

  it("evicts the documents a projection's commit writes or deletes", async () => {
    await cached.put('dashboards', 'u1', { step: 1 });
    await cached.put('dashboards', 'u2', { step: 1 });
    await warm('dashboards', 'u1');
    await warm('dashboards', 'u2');
    await cached.commitProjection(
      'dashboard',
      [
        { kind: 'put', collection: 'dashboards', id: 'u1', body: { step: 2 } },
        { kind: 'delete', collection: 'dashboards', id: 'u2' },
      ],
      '00000000000000000005',
    );
    expect(await cached.get('dashboards', 'u1')).toEqual({ step: 2 });
    expect(await cached.get('dashboards', 'u2')).toBeUndefined();
  });

  it('empties the collections a reset, a switch or an expiry changes', async () => {
    await cached.put('a', '1', { v: 'a' });
    await cached.put('b', '1', { v: 'b' });
    await cached.put('c', '1', { v: 'c', until: '2026-01-01' });
    await cached.put('keep', '1', { v: 'keep' });
    for (const c of ['a', 'b', 'c', 'keep']) await warm(c, '1');

    // A rebuild's switch: b takes a's documents, a starts over empty.
    await cached.replaceCollections([{ from: 'a', to: 'b' }], { from: 'p-next', to: 'p' });
    expect(await cached.get('a', '1')).toBeUndefined();
    expect(await cached.get('b', '1')).toEqual({ v: 'a' });

    await cached.reset(['b'], []);
    expect(await cached.get('b', '1')).toBeUndefined();

    expect(await cached.deleteWhereBefore('c', 'until', '2026-06-01')).toBe(1);
    expect(await cached.get('c', '1')).toBeUndefined();

    // Behind its back: the untouched collection is still served from memory.
    await sqlite.put('keep', '1', { v: 'changed' });
    expect(await cached.get('keep', '1')).toEqual({ v: 'keep' });
  });

  it('sees a write of another connection to the same file (another process) at its next turn', async () => {
    await cached.put('sessions', 's1', { userId: 'u1' });
    await warm('sessions', 's1');
    await warm('users', 'u1');
    await other.put('sessions', 's1', { userId: 'u2' });
    await other.put('users', 'u1', { isActive: false });
    await nextTurn();
    expect(await cached.get('sessions', 's1')).toEqual({ userId: 'u2' });
    expect(await cached.get('users', 'u1')).toEqual({ isActive: false });

    // A projection's commit and a delete in the other process too.
    await nextTurn();
    await other.commitProjection(
      'users',
      [{ kind: 'put', collection: 'users', id: 'u1', body: { isActive: true } }],
      '00000000000000000009',
    );
    await other.delete('sessions', 's1');
    await nextTurn();
    expect(await cached.get('users', 'u1')).toEqual({ isActive: true });
    expect(await cached.get('sessions', 's1')).toBeUndefined();
  });

  it('does not keep what a read found while a write was made meanwhile', async () => {
    // An engine whose answer arrives later than it was read (a network round trip).
    class SlowReads extends SqliteDocumentStore {
      override async getRaw(collection: string, id: string): Promise<string | undefined> {
        const raw = await super.getRaw(collection, id);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return raw;
      }
    }
    const slow = new SlowReads(file);
    const store = new CachedDocumentStore(slow);
    try {
      await store.put('users', 'u1', { name: 'Ana' });
      const reading = store.get('users', 'u1');
      await store.put('users', 'u1', { name: 'Luisa' });
      expect(await reading).toEqual({ name: 'Ana' });
      expect(await store.get('users', 'u1')).toEqual({ name: 'Luisa' });
    } finally {
      await store.close();
    }
  });

  it('keeps at most its budget of text, the least recently read leaving first', async () => {
    const small = new CachedDocumentStore(sqlite, { maxChars: 3 * (64 + 20) });
    for (const id of ['1', '2', '3']) await sqlite.put('docs', id, { text: 'x'.repeat(8) }); // 20 characters each
    for (const id of ['1', '2', '3']) await small.get('docs', id);
    expect(small.size).toBe(3);
    await small.get('docs', '1'); // now the most recent
    await sqlite.put('docs', '4', { text: 'y'.repeat(8) });
    await small.get('docs', '4');
    expect(small.size).toBe(3);
    // Behind its back, so what is still cached answers the old text and what left answers the new.
    for (const id of ['1', '2', '3']) await sqlite.put('docs', id, { text: 'z'.repeat(8) });
    expect(await small.get('docs', '1')).toEqual({ text: 'x'.repeat(8) });
    expect(await small.get('docs', '3')).toEqual({ text: 'x'.repeat(8) });
    expect(await small.get('docs', '2')).toEqual({ text: 'z'.repeat(8) });
  });
});
