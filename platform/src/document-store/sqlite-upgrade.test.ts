import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDocumentStore } from './sqlite.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-upgrade-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a data folder whose documents table is the old WITHOUT ROWID one', () => {
  it('is moved to the rowid table once, keeping every document and its position', async () => {
    const file = join(dir, 'read-models.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, position TEXT,
      PRIMARY KEY (collection, id)) WITHOUT ROWID;
      CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;
      INSERT INTO documents VALUES ('users', 'u1', '{"fullName":"Ana Ruiz"}', '00000000000000000004');
      INSERT INTO documents VALUES ('sessions', 's1', '{"userId":"u1"}', NULL);
      INSERT INTO checkpoints VALUES ('users', '00000000000000000004');`);
    old.close();

    const store = new SqliteDocumentStore(file);
    expect(await store.getStored('users', 'u1')).toEqual({
      id: 'u1',
      body: { fullName: 'Ana Ruiz' },
      position: '00000000000000000004',
    });
    expect(await store.get('sessions', 's1')).toEqual({ userId: 'u1' });
    expect(await store.checkpoint('users')).toBe('00000000000000000004');
    // A projection's write of an older event still changes nothing; a newer one does.
    await store.commitProjection(
      'users',
      [{ kind: 'put', collection: 'users', id: 'u1', body: { fullName: 'X' } }],
      '00000000000000000003',
    );
    expect(await store.get('users', 'u1')).toEqual({ fullName: 'Ana Ruiz' });
    await store.commitProjection(
      'users',
      [{ kind: 'put', collection: 'users', id: 'u1', body: { fullName: 'Ana Ruiz Soto' } }],
      '00000000000000000005',
    );
    expect(await store.get('users', 'u1')).toEqual({ fullName: 'Ana Ruiz Soto' });
    await store.close();

    const check = new Database(file, { readonly: true });
    const sql = check
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'documents'")
      .get() as { sql: string };
    expect(sql.sql).not.toMatch(/WITHOUT ROWID/i);
    expect(check.prepare('SELECT count(*) AS n FROM documents').get()).toEqual({ n: 2 });
    check.close();
    // Opened again: nothing to move.
    const again = new SqliteDocumentStore(file);
    expect(await again.get('users', 'u1')).toEqual({ fullName: 'Ana Ruiz Soto' });
    await again.close();
  });
});
