/** Runs the document store contract against every adapter: SQLite always, MongoDB when a server can be had. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@portal/platform';
import { MongoDocumentStore } from '@portal/platform/distributed';
import { mongoDb, reportSkipped } from '../support/external-stores.js';
import { documentStoreContract } from './document-store.contract.js';

documentStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'document-store-contract-'));
  const store = new SqliteDocumentStore(join(dir, 'documents.db'));
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

const mongo = await mongoDb();
if (mongo.available) {
  afterAll(() => mongo.stop());
  documentStoreContract(`MongoDB (${mongo.source})`, async () => {
    // A new database per test, dropped afterwards.
    const dbName = `contract_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const store = await MongoDocumentStore.connect(mongo.url, dbName);
    return {
      store,
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
  reportSkipped('MongoDB', mongo);
  documentStoreContract('MongoDB', { skipped: mongo.reason });
}
