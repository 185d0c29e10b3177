/**
 * Runs the event store contract against every adapter: SQLite always, PostgreSQL when the machine's server answers
 * (one database for the file, a schema per test), EventStoreDB when a server can be had.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PersonalDataEventStore,
  PersonalKeyStore,
  SqliteDocumentStore,
  SqliteEventStore,
} from '@portal/platform';
import { EsdbEventStore, PostgresEventStore } from '@portal/platform/distributed';
import { eventStoreDb, reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';
import { eventStoreContract } from './event-store.contract.js';

eventStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  const store = new SqliteEventStore(join(dir, 'events.db'));
  return {
    store,
    fresh: true,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

// The store every part of the portal uses: the SQLite log behind the sealing of personal data.
eventStoreContract('SQLite, sealing personal data', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
  const keys = new SqliteDocumentStore(join(dir, 'keys.sqlite'));
  const store = new PersonalDataEventStore(
    new SqliteEventStore(join(dir, 'events.db')),
    new PersonalKeyStore(keys, Buffer.alloc(32, 9)),
  );
  return {
    store,
    fresh: true,
    dispose: async () => {
      await store.close();
      await keys.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const esdb = await eventStoreDb();
if (esdb.available) {
  afterAll(() => esdb.stop());
  eventStoreContract(`EventStoreDB (${esdb.source})`, async () => {
    const store = new EsdbEventStore(esdb.url);
    return { store, fresh: false, dispose: () => store.close() };
  });
} else {
  reportSkipped('EventStoreDB', esdb);
  eventStoreContract('EventStoreDB', { skipped: esdb.reason });
}

const postgres = await freshPostgres('event_store_contract');
if (postgres.available) {
  afterAll(() => postgres.stop(), DROP_TIMEOUT_MS);
  let tests = 0;
  eventStoreContract(`PostgreSQL (${postgres.source})`, async () => {
    tests += 1;
    const store = await PostgresEventStore.connect(postgres.url, { schema: `contract_${tests}`, max: 4 });
    return { store, fresh: true, dispose: () => store.close() };
  });
  // The sealing of personal data over the PostgreSQL log (its keys in an embedded file: the wrapper is under test).
  eventStoreContract('PostgreSQL, sealing personal data', async () => {
    tests += 1;
    const dir = mkdtempSync(join(tmpdir(), 'event-store-contract-'));
    const keys = new SqliteDocumentStore(join(dir, 'keys.sqlite'));
    const store = new PersonalDataEventStore(
      await PostgresEventStore.connect(postgres.url, { schema: `contract_${tests}`, max: 4 }),
      new PersonalKeyStore(keys, Buffer.alloc(32, 9)),
    );
    return {
      store,
      fresh: true,
      dispose: async () => {
        await store.close();
        await keys.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
} else {
  reportSkipped('PostgreSQL', postgres);
  eventStoreContract('PostgreSQL', { skipped: postgres.reason });
  eventStoreContract('PostgreSQL, sealing personal data', { skipped: postgres.reason });
}
