import { createServer } from 'node:http';
import { loadConfig } from '@portal/platform';
import { createPortal } from './compose.js';
import { createLogger } from './log.js';

/** The portal in one process (embedded default): `npm start`. */
const log = createLogger();
const config = loadConfig();
const portal = await createPortal(config, log);
if (config.role === 'projections' || config.role === 'workers') {
  log.info(`${config.role} running`, {
    eventStore: config.eventStore.kind,
    documentStore: config.documentStore.kind,
  });
  const stop = async () => {
    await portal.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
} else {
  serve();
}

function serve() {
  // Node looks for requests over their time only every connectionsCheckingInterval (30 s by default), so a
  // body dribbled slowly was cut up to a whole interval late: check every second.
  // The server's own request timeout is the uploads' (the longest); app.ts cuts every other body at
  // REQUEST_TIMEOUT_MS (http/body-deadline.ts).
  const server = createServer(
    {
      requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    portal.app.callback(),
  );
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    log.info('portal listening', {
      url: `http://localhost:${port}`,
      dataDir: config.dataDir,
      demoMode: config.demoMode,
      eventStore: config.eventStore.kind,
      documentStore: config.documentStore.kind,
    });
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await portal.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
