import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '../document-store/sqlite.js';
import { SqliteEventStore } from '../event-store/sqlite.js';
import { MissingPersonalKeyError, PERSONAL_KEYS, PersonalKeyStore } from './key-store.js';
import { PersonalDataEventStore } from './personal-data-event-store.js';
import { SealedValueError } from './seal.js';

const master = Buffer.alloc(32, 1);
const meta = {
  actorId: null,
  actorRole: 'public',
  correlationId: 'c',
  occurredAt: '2026-11-21T12:00:00Z',
  schemaVersion: 1,
};

let dir: string;
let log: SqliteEventStore;
let keyDocs: SqliteDocumentStore;
let store: PersonalDataEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'personal-data-'));
  log = new SqliteEventStore(join(dir, 'events.sqlite'));
  keyDocs = new SqliteDocumentStore(join(dir, 'keys.sqlite'), { synchronous: 'FULL' });
  store = new PersonalDataEventStore(log, new PersonalKeyStore(keyDocs, master));
});
afterEach(async () => {
  await log.close();
  await keyDocs.close();
  rmSync(dir, { recursive: true, force: true });
});

const registered = (userId: string, name: string) => ({
  id: `e-${userId}`,
  type: 'ClientRegistered',
  data: {
    clientId: `c-${userId}`,
    userId,
    caseId: 'case-1',
    processId: 'p-1',
    accountNumber: 'CR-1',
    contactPhone: '+52 33 1234 5678',
    country: 'mexico',
    city: name,
    address: null,
    preferredContact: 'email',
    registeredAt: '2026-11-21T12:00:00Z',
  },
  metadata: meta,
});

describe('the personal data event store', () => {
  it('seals the declared fields on append and opens them on every read; the rest stays as written', async () => {
    await store.append('client-u1', [registered('u1', 'Zapopan')], 'no_stream');
    const [raw] = await log.readStream('client-u1');
    const data = raw?.data as Record<string, unknown>;
    expect(data.contactPhone).toMatch(/^pd1\.[A-Za-z0-9_-]+$/);
    expect(data.city).toMatch(/^pd1\./);
    expect(JSON.stringify(data)).not.toContain('Zapopan');
    expect(JSON.stringify(data)).not.toContain('1234 5678');
    // Not personal, or null: as written.
    expect([data.country, data.address, data.userId, data.accountNumber]).toEqual([
      'mexico',
      null,
      'u1',
      'CR-1',
    ]);
    const [read] = await store.readStream('client-u1');
    expect(read?.data).toEqual(registered('u1', 'Zapopan').data);
    const [all] = await store.readAll();
    expect(all?.data).toEqual(registered('u1', 'Zapopan').data);
  });

  it('seals each text of a list and fields one level down, under the subject the declaration names', async () => {
    await store.append(
      'notifications-agent1',
      [
        {
          id: 'n1',
          type: 'NotificationPosted',
          data: {
            notificationId: 'n1',
            userId: 'agent1',
            kind: 'clientDocumentSent',
            facts: {
              clientUserId: 'client1',
              clientName: 'Ana Núñez',
              caseNumber: 'EXP-1',
              fileName: 'ine.pdf',
            },
            postedAt: '2026-11-21T12:00:00Z',
          },
          metadata: meta,
        },
      ],
      'no_stream',
    );
    await store.append(
      'recoveryProcess-p1',
      [
        {
          id: 'ps1',
          type: 'RecoveryPhaseProgressSet',
          data: {
            processId: 'p1',
            caseId: 'case-1',
            userId: 'client1',
            phaseKey: 'analysis',
            progress: 40,
            nextSteps: ['Llamar a Ana', 'Pedir su INE'],
          },
          metadata: meta,
        },
      ],
      'no_stream',
    );
    const raw = (await log.readAll()).map((e) => e.data as Record<string, unknown>);
    expect(JSON.stringify(raw)).not.toMatch(/Ana|ine\.pdf|INE/);
    expect(raw[0]?.facts).toMatchObject({ caseNumber: 'EXP-1' });
    // The client's key, not the agent's: erasing the client erases their name in the agent's bell.
    await store.keys.destroy('client1', 'admin1', new Date());
    const [notification, progress] = await store.readAll();
    expect(notification?.data).toMatchObject({
      facts: {
        clientUserId: 'client1',
        clientName: 'Datos eliminados',
        caseNumber: 'EXP-1',
        fileName: 'Datos eliminados',
      },
    });
    expect(progress?.data).toMatchObject({ nextSteps: ['Datos eliminados', 'Datos eliminados'] });
  });

  it('writes the same bytes for a retried append of the same event, and different ones for another event', async () => {
    const event = registered('u1', 'Zapopan');
    const first = await store.sealEvent(event);
    const again = await store.sealEvent(event);
    expect(again.data).toEqual(first.data);
    const other = await store.sealEvent({ ...event, id: 'e-other' });
    expect((other.data as { city: string }).city).not.toBe((first.data as { city: string }).city);
    await store.append('client-u1', [event], 'no_stream');
    // The retry is the no-op it always was.
    await store.append('client-u1', [event], 'no_stream');
    expect(await log.readStream('client-u1')).toHaveLength(1);
  });

  it('reads an erased person as Datos eliminados, keeps no new data of theirs, and leaves the others alone', async () => {
    await store.append('client-u1', [registered('u1', 'Zapopan')], 'no_stream');
    await store.append('client-u2', [registered('u2', 'Tlaquepaque')], 'no_stream');
    await store.keys.destroy('u1', 'admin1', new Date('2026-11-22T00:00:00Z'));
    const [erased] = await store.readStream('client-u1');
    expect(erased?.data).toMatchObject({
      contactPhone: 'Datos eliminados',
      city: 'Datos eliminados',
      address: null,
    });
    expect((await store.readStream('client-u2'))[0]?.data).toMatchObject({ city: 'Tlaquepaque' });
    await store.append('client-u1', [{ ...registered('u1', 'Guadalajara'), id: 'later' }], 'any');
    const [, later] = await log.readStream('client-u1');
    expect(later?.data).toMatchObject({ city: 'Datos eliminados', contactPhone: 'Datos eliminados' });
    // The tombstone holds no key bytes.
    expect(await keyDocs.get(PERSONAL_KEYS, 'u1')).toEqual({
      subjectId: 'u1',
      destroyedAt: '2026-11-22T00:00:00.000Z',
      destroyedBy: 'admin1',
    });
  });

  it('refuses to guess: a key that never existed, or a value that does not open, is an error that says so', async () => {
    await store.append('client-u1', [registered('u1', 'Zapopan')], 'no_stream');
    const emptyKeys = new SqliteDocumentStore(':memory:');
    const elsewhere = new PersonalDataEventStore(log, new PersonalKeyStore(emptyKeys, master));
    await expect(elsewhere.readAll()).rejects.toThrow(MissingPersonalKeyError);
    await expect(elsewhere.readAll()).rejects.toThrow('No personal data key exists for u1');
    await emptyKeys.close();
    const [raw] = await log.readAll();
    if (!raw) throw new Error('no event');
    const data = raw.data as Record<string, string>;
    const tampered = { ...raw, data: { ...data, city: `${(data.city as string).slice(0, -4)}AAAA` } };
    await expect(store.openEvent(tampered)).rejects.toThrow(SealedValueError);
    await expect(store.openEvent(tampered)).rejects.toThrow(
      'Field city of event e-u1 does not open under the key of u1',
    );
    // Sealed for another event: moved, it does not open either.
    await expect(store.openEvent({ ...raw, id: 'e-other' })).rejects.toThrow(
      'of event e-other does not open',
    );
  });

  it('reads a value in clear (written before the upgrade) as it is', async () => {
    await log.append('client-u1', [registered('u1', 'Zapopan')], 'no_stream');
    expect((await store.readAll())[0]?.data).toEqual(registered('u1', 'Zapopan').data);
  });

  it('forgets its cached keys when a PersonalDataErased passes, so another process stops opening that data', async () => {
    // Two processes: each its own key cache on the one key store.
    const other = new PersonalDataEventStore(
      log,
      new PersonalKeyStore(keyDocs, master, { ttlMs: 3_600_000 }),
    );
    await store.append('client-u1', [registered('u1', 'Zapopan')], 'no_stream');
    expect((await other.readStream('client-u1'))[0]?.data).toMatchObject({ city: 'Zapopan' });
    await store.keys.destroy('u1', 'admin1', new Date());
    // The other process still holds the key in its cache...
    expect((await other.readStream('client-u1'))[0]?.data).toMatchObject({ city: 'Zapopan' });
    await store.append(
      'privacy-u1',
      [
        {
          id: 'erased-u1',
          type: 'PersonalDataErased',
          data: {
            userId: 'u1',
            erasedBy: 'admin1',
            requestId: null,
            erasedAt: '2026-11-22T00:00:00Z',
            subjectIds: ['u1'],
          },
          metadata: meta,
        },
      ],
      'no_stream',
    );
    // ...until the erasure passes through a subscription of its own.
    const seen: string[] = [];
    const subscription = other.subscribeAll(async (events) => {
      for (const e of events) seen.push(`${e.type}:${String((e.data as { city?: string }).city ?? '')}`);
    });
    while (seen.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await subscription.stop();
    expect(seen).toEqual(['ClientRegistered:Datos eliminados', 'PersonalDataErased:']);
  });
});

describe('the key store', () => {
  it('keeps each key wrapped by the master key, and a wrong master key is told in Spanish and English', async () => {
    const docs = new SqliteDocumentStore(':memory:');
    const keys = new PersonalKeyStore(docs, master);
    const key = await keys.forSealing('u1');
    expect(key).not.toBe('destroyed');
    const stored = await docs.get<{ wrappedKey: string }>(PERSONAL_KEYS, 'u1');
    const raw = key === 'destroyed' ? Buffer.alloc(0) : key.aes;
    expect(Buffer.from(stored?.wrappedKey ?? '', 'base64url').includes(raw)).toBe(false);
    const wrong = new PersonalKeyStore(docs, Buffer.alloc(32, 2));
    await expect(wrong.forOpening('u1')).rejects.toThrow('no se abre con PERSONAL_DATA_KEY');
    await docs.close();
  });

  it('gives two processes making the same person key at once the one key stored first', async () => {
    const docs = new SqliteDocumentStore(':memory:');
    const a = new PersonalKeyStore(docs, master);
    const b = new PersonalKeyStore(docs, master);
    const [ka, kb] = await Promise.all([a.forSealing('u1'), b.forSealing('u1')]);
    expect(ka !== 'destroyed' && kb !== 'destroyed' && ka.aes.equals(kb.aes)).toBe(true);
    await docs.close();
  });

  it('keeps at most cacheSize keys in memory, reloading the others from the store', async () => {
    const docs = new SqliteDocumentStore(':memory:');
    let gets = 0;
    const counting = new Proxy(docs, {
      get(target, name, receiver) {
        if (name === 'get') gets += 1;
        return Reflect.get(target, name, receiver);
      },
    });
    const keys = new PersonalKeyStore(counting, master, { cacheSize: 2 });
    for (const id of ['a', 'b', 'c']) await keys.forSealing(id);
    gets = 0;
    await keys.forOpening('c');
    await keys.forOpening('b');
    expect(gets).toBe(0);
    await keys.forOpening('a');
    expect(gets).toBe(1);
    await docs.close();
  });
});
