import { commandRoutes, seedDemo } from '@portal/command-service';
import { READ_MODELS } from '@portal/contracts';
import { openStores, type PortalConfig, type Stores } from '@portal/platform';
import { ProjectionRunner, readModelProjectors, waitForCheckpoint } from '@portal/projections';
import { queryRoutes } from '@portal/query-service';
import type Koa from 'koa';
import { createApp } from './app.js';
import { authRoutes } from './auth/routes.js';
import { sessionCookie } from './auth/session-cookie.js';
import { Sessions } from './auth/sessions.js';
import { LoginThrottle } from './auth/throttle.js';
import type { Logger } from './log.js';

export interface Portal {
  app: Koa;
  stores: Stores;
  runner: ProjectionRunner;
  sessions: Sessions;
  close(): Promise<void>;
}

/**
 * The portal's parts for one process. Role `all` (the embedded default) runs everything; `gateway` serves HTTP
 * (command and query routes) without projections; `projections` only keeps the read models.
 * Demo mode seeds the four demo accounts through the same commands as real data.
 */
export async function createPortal(config: PortalConfig, log: Logger): Promise<Portal> {
  const stores = await openStores(config);
  const runner = new ProjectionRunner({
    name: READ_MODELS,
    projectors: readModelProjectors,
    events: stores.events,
    documents: stores.documents,
    log: (message, error) => log.error(message, error),
  });
  if (config.role !== 'gateway') await runner.start();
  const commandDeps = { events: stores.events, scryptLog2N: config.scryptLog2N };
  if (config.demoMode && config.role !== 'projections') {
    await seedDemo(commandDeps);
    log.info('demo mode: demo accounts ready');
  }
  const sessions = new Sessions(stores.documents, {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  });
  const cookie = sessionCookie(config.secureCookies);
  const { app } = createApp(
    {
      handlers: {
        ...commandRoutes(commandDeps),
        ...queryRoutes(stores.documents),
        health: async () => ({ body: { status: 'ok', site: config.site } }),
      },
      gatewayHandlers: authRoutes({
        documents: stores.documents,
        sessions,
        cookie,
        throttle: new LoginThrottle(),
        scryptLog2N: config.scryptLog2N,
      }),
      documents: stores.documents,
      sessions,
      cookie,
      // A gateway without a local runner (distributed) watches the stored checkpoint instead.
      waitForReadModels: (position) =>
        config.role === 'gateway'
          ? waitForCheckpoint(stores.documents, READ_MODELS, position, config.writeWaitMs)
          : runner.waitFor(position, config.writeWaitMs),
      log,
    },
    {
      trustProxy: config.trustProxy,
      hsts: config.secureCookies,
      frontendDir: config.serveFrontend ? config.frontendDir : null,
    },
  );
  const purge = setInterval(() => {
    sessions.purge(new Date()).catch((error) => log.error('session purge failed', error));
  }, 15 * 60_000);
  purge.unref();
  return {
    app,
    stores,
    runner,
    sessions,
    close: async () => {
      clearInterval(purge);
      await runner.stop();
      await stores.close();
    },
  };
}
