import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachedDocumentStore, type DocumentStore, SqliteDocumentStore } from '@portal/platform';
import { SESSIONS, Sessions } from './sessions.js';

let dir: string;
let store: DocumentStore;
let sessions: Sessions;
const t0 = new Date('2026-11-21T12:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

// The gateway reads sessions through the cache (a session read from memory must end on time all the same).
describe.each([
  ['the store', false],
  ['the cached store', true],
])('sessions in %s', (_, cache) => {
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sessions-'));
    const sqlite = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
    store = cache ? new CachedDocumentStore(sqlite) : sqlite;
    sessions = new Sessions(store, { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('issues a random 128-bit token and stores only its hash', async () => {
    const token = await sessions.create('u1', 'client', t0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await store.get(SESSIONS, token)).toBeUndefined();
    expect(await sessions.resolve(token, t0)).toMatchObject({ userId: 'u1', role: 'client' });
  });

  it('ends after the idle timeout, and activity keeps it alive', async () => {
    const token = await sessions.create('u1', 'client', t0);
    expect(await sessions.resolve(token, at(25))).toBeDefined(); // touched at 25 min
    expect(await sessions.resolve(token, at(50))).toBeDefined(); // 25 min after the touch
    expect(await sessions.resolve(token, at(81))).toBeUndefined(); // 31 min idle
    expect(await sessions.resolve(token, at(82))).toBeUndefined(); // and it is gone
  });

  it('ends at the absolute limit even when active', async () => {
    const token = await sessions.create('u1', 'client', t0);
    for (let m = 20; m < 12 * 60; m += 20) expect(await sessions.resolve(token, at(m))).toBeDefined();
    expect(await sessions.resolve(token, at(12 * 60))).toBeUndefined();
  });

  it('refuses malformed and unknown tokens', async () => {
    expect(await sessions.resolve('../../etc/passwd', t0)).toBeUndefined();
    expect(await sessions.resolve('A'.repeat(22), t0)).toBeUndefined();
  });

  it('ends every other session of a user, and only that user', async () => {
    const keep = await sessions.create('u1', 'client', t0);
    const other = await sessions.create('u1', 'client', t0);
    const someoneElse = await sessions.create('u2', 'client', t0);
    await sessions.destroyOthers('u1', keep);
    expect(await sessions.resolve(keep, t0)).toBeDefined();
    expect(await sessions.resolve(other, t0)).toBeUndefined();
    expect(await sessions.resolve(someoneElse, t0)).toBeDefined();
  });

  it('purges sessions past their absolute end', async () => {
    await sessions.create('u1', 'client', t0);
    await sessions.create('u2', 'client', at(60));
    expect(await sessions.purge(at(12 * 60 + 1))).toBe(1);
    expect(await store.count(SESSIONS)).toBe(1);
  });
});
