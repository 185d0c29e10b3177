import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDocumentStore } from './sqlite.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-switch-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const position = (n: number) => String(n).padStart(20, '0');
const rowsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return {
      documents: (db.prepare('SELECT COUNT(*) AS n FROM documents').get() as { n: number }).n,
      indexes: (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix2%'").all() as {
          name: string;
        }[]
      ).map((r) => r.name),
    };
  } finally {
    db.close();
  }
};

describe("a rebuild's switch in the SQLite document store", () => {
  it('leaves no row nor order index of the replaced collection behind, and reads the new one at once', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = new SqliteDocumentStore(file);
    const many = (collection: string, n: number, v: string) =>
      Array.from({ length: n }, (_, i) => ({
        kind: 'put' as const,
        collection,
        id: `d${i}`,
        body: { v, rank: n - i },
      }));
    // More rows than one sweep chunk, so the sweep takes several turns.
    await store.commitProjection('dash', many('dash', 4500, 'old'), position(5));
    expect((await store.list('dash', { orderBy: 'rank', limit: 1 })).map((d) => d.rank)).toEqual([1]);
    await store.reset(['scratch'], ['scratch']);
    await store.commitProjection('scratch', many('scratch', 3000, 'new'), position(9));
    await store.replaceCollections([{ from: 'scratch', to: 'dash' }], { from: 'scratch', to: 'dash' });

    expect(await store.count('dash')).toBe(3000);
    expect(await store.get('dash', 'd3500')).toBeUndefined();
    expect(await store.get('dash', 'd0')).toEqual({ v: 'new', rank: 3000 });
    expect((await store.list('dash', { orderBy: 'rank', limit: 2 })).map((d) => d.rank)).toEqual([1, 2]);
    expect(await store.count('scratch')).toBe(0);
    // Only the 3,000 live documents are stored; the order index of the former 'dash' is gone, the new one made.
    const after = rowsIn(file);
    expect(after.documents).toBe(3000);
    expect(after.indexes).toHaveLength(1);
    expect(after.indexes[0]).not.toBe('ix2_dash_rank');

    // Another process (the rebuild command) sees the switch at once: a second store on the same file.
    const other = new SqliteDocumentStore(file);
    expect(await other.get('dash', 'd0')).toEqual({ v: 'new', rank: 3000 });
    await other.close();
    await store.close();
  });

  it('sweeps, when the file is opened again, what a switch left before the process stopped', async () => {
    const file = join(dir, 'read-models.sqlite');
    const store = new SqliteDocumentStore(file);
    await store.commitProjection(
      'dash',
      [{ kind: 'put', collection: 'dash', id: 'a', body: { v: 1 } }],
      position(1),
    );
    await store.close();
    // As a crash after the switch's transaction would leave it: the collection named elsewhere, its rows kept.
    const db = new Database(file);
    db.exec(`INSERT INTO collection_names VALUES ('dash', 'dash__gcrashed');
      INSERT INTO collection_garbage VALUES ('dash');`);
    db.close();
    const reopened = new SqliteDocumentStore(file);
    expect(await reopened.get('dash', 'a')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await reopened.close();
    expect(rowsIn(file).documents).toBe(0);
  });
});
