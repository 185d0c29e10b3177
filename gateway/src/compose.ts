import { commandRoutes, seedDemo } from '@portal/command-service';
import { READ_MODELS } from '@portal/contracts';
import { openStores, type PortalConfig, type Stores } from '@portal/platform';
import { ProjectionRunner, readModelProjectors } from '@portal/projections';
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
 * The embedded topology in one process: stores, projections, command and query routes, the gateway.
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
  await runner.start();
  const commandDeps = { events: stores.events, scryptLog2N: config.scryptLog2N };
  if (config.demoMode) {
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
      waitForReadModels: (position) => runner.waitFor(position, config.writeWaitMs),
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
