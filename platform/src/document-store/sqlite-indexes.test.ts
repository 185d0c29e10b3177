import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDocumentStore } from './sqlite.js';

let dir: string;
let file: string;
const opened: SqliteDocumentStore[] = [];
const open = () => {
  const store = new SqliteDocumentStore(file);
  opened.push(store);
  return store;
};
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-indexes-'));
  file = join(dir, 'read-models.sqlite');
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const position = (n: number) => String(n).padStart(20, '0');
const fields = ['fullName', 'email'];

/** Reads the file as another connection would: the store's own bookkeeping, checked against the documents. */
function inspect(query: string): unknown[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(query).all();
  } finally {
    db.close();
  }
}
const indexNames = () =>
  (
    inspect(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents' AND name <> 'documents_key' ORDER BY name",
    ) as { name: string }[]
  ).map((r) => r.name);
/** The physical collections with a full-text index, and their paths. */
const searched = () =>
  inspect('SELECT physical, paths FROM search_fields ORDER BY physical') as { physical: string }[];
/** The full-text indexes in the file (virtual tables named search:<physical collection>). */
const searchTables = () =>
  (
    inspect(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%' ORDER BY name",
    ) as { name: string }[]
  ).map((r) => r.name);
const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** Rows of each searched collection missing from its full-text index and rows of an index that are not its documents. */
const searchDrift = () =>
  searched().flatMap(({ physical }) =>
    inspect(`
      SELECT 'stale' AS kind, rowid FROM ${q(`search:${physical}`)}
        WHERE rowid NOT IN (SELECT rowid FROM documents WHERE collection = '${physical}')
      UNION ALL
      SELECT 'missing', rowid FROM documents WHERE collection = '${physical}'
        AND rowid NOT IN (SELECT rowid FROM ${q(`search:${physical}`)})`),
  );
/** Rows in all full-text indexes. */
const searchRows = () =>
  searchTables().reduce(
    (n, name) => n + (inspect(`SELECT COUNT(*) AS n FROM ${q(name)}`)[0] as { n: number }).n,
    0,
  );
/** Counters that differ from the rows (a physical collection with rows and no counter included). */
const counterDrift = () =>
  inspect(`
    SELECT c.physical, c.n, (SELECT COUNT(*) FROM documents WHERE collection = c.physical) AS rows
      FROM collection_counts c WHERE c.n <> (SELECT COUNT(*) FROM documents WHERE collection = c.physical)
    UNION ALL
    SELECT collection, NULL, COUNT(*) FROM documents
      WHERE collection NOT IN (SELECT physical FROM collection_counts) GROUP BY collection`);

const client = (i: number) => ({
  agentId: `agent-${i % 10}`,
  status: i % 3 === 0 ? 'closed' : 'open',
  createdAt: `2024-01-${String((i % 28) + 1).padStart(2, '0')}T00:00:${String(i % 60).padStart(2, '0')}Z`,
  fullName: `Cliente ${i} Núñez`,
  email: `c${i}@correo.mx`,
});
const fill = async (store: SqliteDocumentStore, collection: string, n: number, at = 1) =>
  store.commitProjection(
    collection,
    Array.from({ length: n }, (_, i) => ({ kind: 'put' as const, collection, id: `c${i}`, body: client(i) })),
    position(at),
  );

describe('declared indexes of the SQLite document store', () => {
  it('answer where + orderBy + thenBy, counts and search from the indexes: no SCAN, no sort of the collection', async () => {
    const store = open();
    await store.declareIndexes({
      clients: { indexes: [['agentId', 'createdAt', 'fullName'], ['status'], ['createdAt']], search: fields },
    });
    await fill(store, 'clients', 2000);
    store.recordPlans(true);
    const page = await store.list<{ agentId: string; createdAt: string }>('clients', {
      where: { agentId: 'agent-3' },
      orderBy: 'createdAt',
      desc: true,
      thenBy: [{ field: 'fullName', desc: true }],
      limit: 5,
    });
    expect(page).toHaveLength(5);
    expect(page.every((d) => d.agentId === 'agent-3')).toBe(true);
    await store.count('clients', { status: 'closed' });
    await store.count('clients');
    await store.list('clients', { ids: ['c1', 'c2'] });
    await store.list('clients', { search: { fields, text: 'núñez 12' }, orderBy: 'createdAt', limit: 20 });
    await store.count('clients', undefined, { fields, text: 'cliente 1' });
    await store.list('clients', { orderBy: 'createdAt', desc: true, limit: 20, offset: 40 });
    const plans = store.takePlans();
    expect(plans).toHaveLength(9);
    for (const { plan } of plans) expect(plan.filter((line) => /^SCAN documents\b/.test(line))).toEqual([]);
    const [list, filtered, counter, ids, probe, walk, search, searchCount, newest] = plans.map((p) => p.plan);
    expect(newest).toEqual(['SEARCH documents USING INDEX ix3:clients:createdAt (collection=?)']);
    expect(list).toEqual([
      'SEARCH documents USING INDEX ix3:clients:agentId,createdAt,fullName (collection=? AND <expr>=?)',
    ]);
    expect(filtered).toEqual([
      'SEARCH documents USING COVERING INDEX ix3:clients:status (collection=? AND <expr>=?)',
    ]);
    expect(counter?.join('\n')).toMatch(/SEARCH collection_counts USING PRIMARY KEY \(physical=\?\)/);
    expect(counter?.join('\n')).not.toMatch(/documents/);
    expect(ids).toEqual(['SEARCH documents USING INDEX documents_key (collection=? AND id=?)']);
    // 'núñez 12': 111 matches of 2,000, more than √(2000 × 20 / 20) = 45 (the probe reads up to 46): the createdAt
    // index walked keeping the matches, then the page's documents by rowid, sorted.
    expect(probe).toEqual(['SCAN search:clients VIRTUAL TABLE INDEX 0:M1']);
    expect(walk).toContain('SEARCH documents USING COVERING INDEX ix3:clients:createdAt (collection=?)');
    expect(search).toEqual([
      expect.stringMatching(/^SCAN json_each/),
      'SEARCH documents USING INTEGER PRIMARY KEY (rowid=?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
    // A count of a search alone reads the index, no document.
    expect(searchCount).toEqual(['SCAN search:clients VIRTUAL TABLE INDEX 0:M1']);
    store.recordPlans(false);
    await store.count('clients');
    expect(store.takePlans()).toEqual([]);
  });

  it('page a search from its few matches, from the order walked when many match, and sort them when the walk gives up', async () => {
    const store = open();
    await store.declareIndexes({ clients: { indexes: [['createdAt'], ['fullName']], search: fields } });
    await fill(store, 'clients', 2000);
    // The expected pages, from the generated documents: a word of 3 characters anywhere in the number, a shorter
    // one at its start.
    const all = Array.from({ length: 2000 }, (_, i) => ({ id: `c${i}`, ...client(i) }));
    const matching = (digits: string) =>
      all.filter((_, i) => (digits.length >= 3 ? String(i).includes(digits) : String(i).startsWith(digits)));
    const byCreatedDesc = (a: (typeof all)[number], b: (typeof all)[number]) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
    const byNameDesc = (a: (typeof all)[number], b: (typeof all)[number]) =>
      a.fullName < b.fullName ? 1 : a.fullName > b.fullName ? -1 : 0;
    const ids = (docs: { id?: string }[]) => docs.map((d) => d.id);
    const page = async (text: string, orderBy: string, offset = 0) => {
      store.recordPlans(true);
      const rows = await store.list<{ id: string }>('clients', {
        search: { fields, text },
        orderBy,
        desc: true,
        limit: 20,
        offset,
      });
      const plans = store.takePlans();
      store.recordPlans(false);
      return { rows: rows.map((r) => ({ id: `c${/Cliente (\d+)/.exec(JSON.stringify(r))?.[1]}` })), plans };
    };

    // 12 matches (123, 1123, 1230–1239), at most √(2000 × 20 / 20) = 45: those, sorted.
    const few = await page('cliente 123', 'createdAt');
    expect(ids(few.rows)).toEqual(ids(matching('123').sort(byCreatedDesc)));
    expect(few.rows).toHaveLength(12);
    expect(few.plans.map((p) => p.plan.join(' | '))).toEqual([
      'SCAN search:clients VIRTUAL TABLE INDEX 0:M1',
      expect.stringMatching(/^SCAN json_each .*SEARCH documents USING INTEGER PRIMARY KEY \(rowid=\?\)/),
    ]);

    // 111 matches (12, 120–129, 1200–1299): the createdAt index walked, no document read until the page.
    const many = await page('cliente 12', 'createdAt', 20);
    expect(ids(many.rows)).toEqual(ids(matching('12').sort(byCreatedDesc).slice(20, 40)));
    const walk = many.plans[1];
    expect(walk?.sql).toMatch(/AS walked/);
    expect(walk?.plan.join(' | ')).toMatch(
      /SEARCH documents USING COVERING INDEX ix3:clients:createdAt \(collection=\?\)/,
    );
    expect(many.plans).toHaveLength(3);

    // 111 matches (10, 100–109, 1000–1099) that sit together at the end of the names in descending order: the
    // walk stops after 40 × 45 = 1,800 entries and the matches are sorted.
    const together = await page('cliente 10', 'fullName');
    expect(ids(together.rows)).toEqual(ids(matching('10').sort(byNameDesc).slice(0, 20)));
    expect(together.plans.map((p) => /AS walked/.test(p.sql))).toEqual([false, true, false]);
    expect(together.plans[2]?.plan).toEqual([
      'SCAN search:clients VIRTUAL TABLE INDEX 0:M1',
      'SEARCH documents USING INTEGER PRIMARY KEY (rowid=?)',
      'USE TEMP B-TREE FOR ORDER BY',
    ]);
  });

  it('are made by any process for a fresh physical collection: a reset or a switch in another store on the file', async () => {
    const portal = open();
    await portal.declareIndexes({ clients: { indexes: [['status']], search: fields } });
    await fill(portal, 'clients', 50);
    expect(indexNames()).toEqual(['ix3:clients:status']);

    // The rebuild command: another connection, which declares nothing itself.
    const rebuild = open();
    await rebuild.reset(['rebuild__clients'], ['rebuild__clients']);
    await fill(rebuild, 'rebuild__clients', 30, 7);
    expect(indexNames()).toEqual(['ix3:clients:status']);
    // Its own writes do not count as foreign; another connection's commit does.
    const before = portal.foreignChanges();
    await portal.put('elsewhere', 'x', {});
    expect(portal.foreignChanges()).toBe(before);
    await rebuild.replaceCollections([{ from: 'rebuild__clients', to: 'clients' }], {
      from: 'rebuild__clients',
      to: 'clients',
    });
    expect(portal.foreignChanges()).not.toBe(before);
    // The switched-in documents carry the declared index and the full-text rows; the former ones are swept.
    const names = indexNames();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^ix3:rebuild__clients__g[0-9a-f]{16}:status$/);
    // One full-text index, the switched-in collection's: the former one went with the sweep.
    expect(searchTables()).toEqual([`search:${names[0]?.split(':')[1]}`]);
    expect(await portal.count('clients')).toBe(30);
    expect(await portal.count('clients', undefined, { fields, text: 'cliente 4' })).toBe(1);
    expect(await portal.count('clients', undefined, { fields, text: 'c45@' })).toBe(0);
    expect(searchDrift()).toEqual([]);
    expect(counterDrift()).toEqual([]);
    portal.recordPlans(true);
    await portal.list('clients', { where: { status: 'open' } });
    expect(portal.takePlans()[0]?.plan[0]).toBe(
      `SEARCH documents USING INDEX ${names[0]} (collection=? AND <expr>=?)`,
    );

    // A reset in the other process: the fresh physical collection is indexed and searchable at once.
    await rebuild.reset(['clients'], []);
    await rebuild.put('clients', 'n1', client(1));
    expect((await portal.list('clients', { search: { fields, text: 'c1@' } })).length).toBe(1);
    expect(indexNames()).toEqual([expect.stringMatching(/^ix3:clients__g[0-9a-f]{16}:status$/)]);
    expect(searchTables()).toEqual([expect.stringMatching(/^search:clients__g[0-9a-f]{16}$/)]);
    expect(searchDrift()).toEqual([]);
    expect(counterDrift()).toEqual([]);
  });

  it('drop what is no longer declared: indexes, lazy order indexes and full-text rows', async () => {
    const store = open();
    await fill(store, 'clients', 40);
    await store.list('clients', { orderBy: 'createdAt', limit: 1 });
    expect(indexNames()).toEqual(['ix2_clients_createdAt']);
    await store.declareIndexes({
      clients: { indexes: [['status'], ['agentId', 'createdAt']], search: fields },
    });
    expect(indexNames()).toEqual(['ix3:clients:agentId,createdAt', 'ix3:clients:status']);
    expect(searchTables()).toEqual(['search:clients']);
    expect(searchRows()).toBe(40);
    // A declared collection gets no lazy index.
    await store.list('clients', { orderBy: 'email', limit: 1 });
    await store.declareIndexes({ clients: { indexes: [['status']] } });
    expect(indexNames()).toEqual(['ix3:clients:status']);
    expect(searchTables()).toEqual([]);
    expect(inspect("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'search%'")).toEqual(
      [],
    );
    // Collections left out of a declaration keep theirs.
    await store.declareIndexes({ other: { indexes: [['x']] } });
    expect(indexNames()).toEqual(['ix3:clients:status', 'ix3:other:x']);
  });

  it('keep the full-text index and the counters exact through deletes, expiry, overwrites and the sweep', async () => {
    const store = open();
    await store.declareIndexes({ clients: { search: fields }, sessions: { indexes: [['expiresAt']] } });
    await fill(store, 'clients', 2500);
    await store.commitProjection(
      'clients',
      [
        { kind: 'delete', collection: 'clients', id: 'c1' },
        { kind: 'put', collection: 'clients', id: 'c2', body: { ...client(2), fullName: 'Otra Persona' } },
      ],
      position(2),
    );
    for (let i = 0; i < 5; i++) await store.put('sessions', `s${i}`, { expiresAt: `2024-0${i + 1}-01` });
    expect(await store.deleteWhereBefore('sessions', 'expiresAt', '2024-03-01')).toBe(2);
    expect(await store.count('clients', undefined, { fields, text: 'persona' })).toBe(1);
    expect(await store.count('clients', undefined, { fields, text: 'cliente 2 ' })).toBe(
      1 + 10 + 100 + 500 - 1,
    );
    expect(searchDrift()).toEqual([]);
    expect(counterDrift()).toEqual([]);
    // Reset: more rows than one sweep chunk go, their full-text rows and counters with them.
    await store.reset(['clients', 'sessions'], []);
    expect(searchDrift()).toEqual([]);
    expect(counterDrift()).toEqual([]);
    expect(searchRows()).toBe(0);
    expect(inspect('SELECT COUNT(*) AS n FROM collection_counts WHERE n <> 0')).toEqual([{ n: 0 }]);
  });
});

describe('a data folder made before declared indexes and counters', () => {
  it('opens, counts its documents once, and works', async () => {
    const old = new Database(file);
    old.exec(`
      CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, position TEXT);
      CREATE UNIQUE INDEX documents_key ON documents (collection, id);
      CREATE TABLE checkpoints (projection TEXT PRIMARY KEY, position TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE collection_names (name TEXT PRIMARY KEY, physical TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE collection_garbage (physical TEXT PRIMARY KEY) WITHOUT ROWID;
      INSERT INTO collection_names VALUES ('clients', 'clients__g0123456789abcdef');
      INSERT INTO documents VALUES ('clients__g0123456789abcdef', 'a', '{"fullName":"Ana Ruiz","email":"a@x.mx"}', NULL);
      INSERT INTO documents VALUES ('clients__g0123456789abcdef', 'b', '{"fullName":"Beto Díaz","email":"b@x.mx"}', NULL);
      INSERT INTO documents VALUES ('sessions', 's', '{}', NULL);`);
    old.close();
    const store = open();
    expect(await store.count('clients')).toBe(2);
    expect(await store.count('sessions')).toBe(1);
    await store.declareIndexes({ clients: { search: fields } });
    expect((await store.list('clients', { search: { fields, text: 'diaz' } })).length).toBe(1);
    await store.put('clients', 'c', { fullName: 'Caro Díaz' });
    expect(await store.count('clients')).toBe(3);
    expect(await store.count('clients', undefined, { fields, text: 'díaz' })).toBe(2);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    // Opened again: counted once, not twice.
    const again = open();
    expect(await again.count('clients')).toBe(3);
    expect(counterDrift()).toEqual([]);
  });
});

describe('a data folder with the first full-text index (contentless_delete)', () => {
  it('has it replaced by the current one, filled from the declared search fields', async () => {
    const store = open();
    await store.declareIndexes({ clients: { search: fields } });
    await fill(store, 'clients', 12);
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const db = new Database(file);
    db.exec(`
      CREATE VIRTUAL TABLE document_search USING fts5(text, content = '', contentless_delete = 1, tokenize = 'trigram');
      CREATE TRIGGER documents_search_insert AFTER INSERT ON documents BEGIN SELECT 1; END;
      DROP TRIGGER "search_insert:clients";
      DROP TRIGGER "search_update:clients";
      DROP TRIGGER "search_delete:clients";
      DROP TABLE "search:clients";`);
    db.close();
    const again = open();
    expect(await again.count('clients', undefined, { fields, text: 'c1' })).toBe(3);
    await again.put('clients', 'n', { fullName: 'Nueva Persona' });
    expect(await again.count('clients', undefined, { fields, text: 'persona' })).toBe(1);
    expect(inspect("SELECT name FROM sqlite_master WHERE name LIKE '%document_search%'")).toEqual([]);
    expect(searchDrift()).toEqual([]);
  });
});

describe('a data folder with one full-text index shared by every collection', () => {
  it('has it replaced by one index per searched collection, filled from its documents', async () => {
    const store = open();
    await store.declareIndexes({ clients: { search: fields }, staff: { search: ['fullName'] } });
    await fill(store, 'clients', 12);
    await store.put('staff', 's1', { fullName: 'Cliente Falso' });
    await store.close();
    opened.splice(opened.indexOf(store), 1);
    const db = new Database(file);
    db.exec(`
      DROP TRIGGER "search_insert:clients";
      DROP TRIGGER "search_update:clients";
      DROP TRIGGER "search_delete:clients";
      DROP TABLE "search:clients";
      DROP TRIGGER "search_insert:staff";
      DROP TRIGGER "search_update:staff";
      DROP TRIGGER "search_delete:staff";
      DROP TABLE "search:staff";
      CREATE VIRTUAL TABLE search_text USING fts5(text, content = '', tokenize = 'trigram remove_diacritics 1');
      CREATE TRIGGER documents_text_insert AFTER INSERT ON documents BEGIN SELECT 1; END;`);
    db.close();
    const again = open();
    expect(searchTables()).toEqual(['search:clients', 'search:staff']);
    expect(
      inspect(
        "SELECT name FROM sqlite_master WHERE name LIKE '%search_text%' OR name LIKE 'documents_text%'",
      ),
    ).toEqual([]);
    expect(await again.count('clients', undefined, { fields, text: 'c1' })).toBe(3);
    // Each collection finds its own documents only.
    expect(await again.count('clients', undefined, { fields, text: 'falso' })).toBe(0);
    expect(await again.count('staff', undefined, { fields: ['fullName'], text: 'cliente' })).toBe(1);
    await again.put('clients', 'n', { fullName: 'Nueva Persona' });
    expect(await again.count('clients', undefined, { fields, text: 'persona' })).toBe(1);
    expect(searchDrift()).toEqual([]);
  });
});

describe('compaction after an erasure', () => {
  it('leaves no trigram of a removed document in the full-text index', async () => {
    const store = open();
    await store.declareIndexes({ clients: { search: fields } });
    await fill(store, 'clients', 50);
    await store.put('clients', 'x', { fullName: 'Zyxwvu Qjkhg' });
    await store.delete('clients', 'x');
    const traces = () =>
      inspect(
        "SELECT COUNT(*) AS n FROM \"search:clients_data\" WHERE instr(block, 'yxw') > 0 OR instr(block, 'qjk') > 0",
      );
    expect(traces()).not.toEqual([{ n: 0 }]);
    await store.compact();
    expect(traces()).toEqual([{ n: 0 }]);
    // Clients 4 and 40–49 are still found.
    expect(await store.count('clients', undefined, { fields, text: 'cliente 4' })).toBe(11);
  });
});
