/**
 * Runs the document store contract against every adapter: SQLite always, MongoDB and PostgreSQL when a server can
 * be had.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '@portal/platform';
import { MongoDocumentStore, PostgresDocumentStore } from '@portal/platform/distributed';
import pg from 'pg';
import { mongoDb, reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';
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

const postgres = await freshPostgres('document_store');
if (postgres.available) {
  afterAll(() => postgres.stop(), DROP_TIMEOUT_MS);
  // One database for the suite; each test gets a schema of its own (its search path), dropped afterwards.
  documentStoreContract(`PostgreSQL (${postgres.source})`, async () => {
    const schema = `contract_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = new URL(postgres.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const store = PostgresDocumentStore.connect(url.toString(), 4);
    return {
      store,
      dispose: async () => {
        try {
          await store.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        } finally {
          await admin.end();
        }
      },
    };
  });
} else {
  reportSkipped('PostgreSQL', postgres);
  documentStoreContract('PostgreSQL', { skipped: postgres.reason });
}
