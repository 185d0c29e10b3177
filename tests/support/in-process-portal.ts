import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPortal, type Logger, type Portal } from '@portal/gateway';
import { type DocumentStore, loadConfig, SqliteDocumentStore } from '@portal/platform';
import { removeDir, tempDataDir, testPortalEnv } from './portal.js';

export interface InProcessPortal {
  baseUrl: string;
  dataDir: string;
  portal: Portal;
  /** The portal's own SQLite read-model store (under its cache, if it has one): its query plans can be recorded. */
  sqlite: SqliteDocumentStore;
  stop(): Promise<void>;
}

/** The SQLite store a document store is, or wraps (a cache keeps the store it serves from as `inner`). */
function sqliteOf(store: DocumentStore): SqliteDocumentStore {
  for (let s: unknown = store; s; s = (s as { inner?: unknown }).inner)
    if (s instanceof SqliteDocumentStore) return s;
  throw new Error('the portal does not read its documents from a SqliteDocumentStore');
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The real portal (createPortal: gateway, services, projections, workers) in this test's process, on a free port
 * with its own data folder: the same as tests/support/portal.ts starts as a child process, but with its stores at
 * hand (a test can record the read-model store's query plans, or write read models straight into it).
 */
export async function startInProcessPortal(
  options: { demo?: boolean; env?: Record<string, string> } = {},
): Promise<InProcessPortal> {
  const dataDir = tempDataDir('portal-inproc-');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_MODE: options.demo ? 'true' : 'false',
    ...testPortalEnv,
    SERVE_FRONTEND: 'false',
    ...options.env,
  });
  const portal = await createPortal(config, quiet);
  const server: Server = createServer(portal.app.callback());
  // As gateway/src/main.ts: a client's idle connection is not closed under it between two calls of a test.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    portal,
    sqlite: sqliteOf(portal.stores.documents),
    stop: async () => {
      await new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
      await portal.close();
      removeDir(dataDir);
    },
  };
}
