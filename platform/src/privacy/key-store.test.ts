import type { Doc } from '../document-store/port.js';
import { SqliteDocumentStore } from '../document-store/sqlite.js';
import { type Cached, PERSONAL_KEYS, PersonalKeyStore } from './key-store.js';

const master = Buffer.alloc(32, 1);

/** A store in memory that inserts together: each call to insertAll recorded, held until `release` when asked. */
function groupingStore(options: { hold?: boolean; fail?: boolean } = {}) {
  const docs = new SqliteDocumentStore(':memory:');
  const calls: string[][] = [];
  let release: () => void = () => {};
  const released = options.hold
    ? new Promise<void>((r) => {
        release = r;
      })
    : Promise.resolve();
  const insertAll = async (collection: string, batch: readonly { id: string; body: Doc }[]) => {
    calls.push(batch.map((d) => d.id));
    await released;
    if (options.fail) throw new Error('disk full');
    const created: boolean[] = [];
    for (const { id, body } of batch) created.push(await docs.insert(collection, id, body));
    return created;
  };
  const store = Object.assign(Object.create(docs) as SqliteDocumentStore, { insertAll });
  return { docs, store, calls, release: () => release() };
}

const bytesOf = (key: Cached) => (key === 'destroyed' ? 'destroyed' : key.aes.toString('hex'));

describe('the key store with a store that inserts together', () => {
  it('stores the keys made in one turn with one insert of them all', async () => {
    const { docs, store, calls } = groupingStore();
    const keys = new PersonalKeyStore(store, master);
    const made = await Promise.all(['u1', 'u2', 'u3'].map((id) => keys.forSealing(id)));
    expect(calls).toEqual([['u1', 'u2', 'u3']]);
    // Each stored key is the one handed out (read back by another store on the same documents).
    const reader = new PersonalKeyStore(docs, master);
    for (const [i, id] of ['u1', 'u2', 'u3'].entries())
      expect(bytesOf((await reader.forOpening(id)) ?? 'destroyed')).toBe(bytesOf(made[i] ?? 'destroyed'));
    await keys.forSealing('u4');
    expect(calls).toEqual([['u1', 'u2', 'u3'], ['u4']]);
    await docs.close();
  });

  it('hands a key out only once its insert is done', async () => {
    const { docs, store, release } = groupingStore({ hold: true });
    const keys = new PersonalKeyStore(store, master);
    let handed = false;
    const sealing = keys.forSealing('u1').then((key) => {
      handed = true;
      return key;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(handed).toBe(false);
    expect(await docs.get(PERSONAL_KEYS, 'u1')).toBeUndefined();
    release();
    await sealing;
    expect(await docs.get(PERSONAL_KEYS, 'u1')).toBeDefined();
    await docs.close();
  });

  it('gives one key to two makers of the same subject in one turn (the first stored)', async () => {
    const { docs, store, calls } = groupingStore();
    const a = new PersonalKeyStore(store, master);
    const b = new PersonalKeyStore(store, master);
    const [ka, kb] = await Promise.all([a.forSealing('u1'), b.forSealing('u1')]);
    expect(bytesOf(ka)).toBe(bytesOf(kb));
    expect(calls).toEqual([['u1'], ['u1']]);
    await docs.close();
  });

  it('a failed insert fails every key of its turn and keeps none of them in memory', async () => {
    const failing = groupingStore({ fail: true });
    const keys = new PersonalKeyStore(failing.store, master);
    const made = await Promise.allSettled([keys.forSealing('u1'), keys.forSealing('u2')]);
    expect(made.map((m) => m.status)).toEqual(['rejected', 'rejected']);
    expect(keys.cached('u1')).toBeUndefined();
    expect(await failing.docs.get(PERSONAL_KEYS, 'u1')).toBeUndefined();
    await failing.docs.close();
  });
});
