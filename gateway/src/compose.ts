import { type CommandDeps, commandRoutes, postNotification, seedDemo } from '@portal/command-service';
import { USERS } from '@portal/contracts';
import { openStores, type PortalConfig, type Stores } from '@portal/platform';
import {
  anyParked,
  Projections,
  readModelProjectors,
  waitForCheckpoints,
  writeStoredStatus,
} from '@portal/projections';
import { clientOfUser, openPrivacyRequestKinds, queryRoutes, readModelIndexes } from '@portal/query-service';
import { reactorNames, reactorStatusKey, type SideEffects, startSideEffects } from '@portal/workers';
import type Koa from 'koa';
import { createApp } from './app.js';
import { guardHandlers } from './auth/guards.js';
import { RegistrationThrottle } from './auth/registration-throttle.js';
import { sessionCookie } from './auth/session-cookie.js';
import { SESSIONS, Sessions } from './auth/sessions.js';
import { PasswordThrottle } from './auth/throttle.js';
import { gatewayRoutes } from './gateway-routes.js';
import { startHousekeeping } from './housekeeping.js';
import { clientAddressOf } from './http/client-address.js';
import { siteOrigin } from './http/site-guard.js';
import type { Logger } from './log.js';
import { portalMetrics, serveMetrics } from './metrics.js';
import { eventLogPace } from './ops/event-log-pace.js';
import { opsRoutes } from './ops/routes.js';
import { privacyNoticeRoutes } from './privacy/notice-route.js';
import { securityLog } from './security-log.js';
import { statusReaders } from './status-readers.js';

export interface Portal {
  app: Koa;
  stores: Stores;
  /** The reactors and job workers of this process (by role). */
  sideEffects: SideEffects;
  /** This process's projection runners (they run in the `all` and `projections` roles). */
  projections: Projections;
  sessions: Sessions;
  /** GET /metrics for Prometheus on METRICS_PORT (null when unset). */
  metricsServer: import('node:http').Server | null;
  close(): Promise<void>;
}

/**
 * The portal's parts for one process. Role `all` (the embedded default) runs everything; `gateway` serves HTTP
 * (command and query routes) without projections; `projections` only keeps the read models.
 * Demo mode seeds the four demo accounts through the same commands as real data.
 */
export async function createPortal(config: PortalConfig, log: Logger): Promise<Portal> {
  const stores = await openStores(config);
  // What each request reads the read models and sessions by (a session's owner, its expiry for the purge).
  await stores.documents.declareIndexes({
    ...readModelIndexes,
    [SESSIONS]: { indexes: [['userId'], ['expiresAt']] },
  });
  const projections = new Projections({
    projectors: readModelProjectors,
    events: stores.events,
    documents: stores.documents,
    log,
  });
  const projectionNames = readModelProjectors.map((p) => p.name);
  // A gateway without local runners (distributed) watches the stored checkpoints instead. Either way a parked
  // projection is not waited for (the write is answered as pending at once).
  const waitForReadModels = (position: string | undefined) =>
    config.role === 'gateway'
      ? waitForCheckpoints(stores.documents, projectionNames, position, config.writeWaitMs)
      : projections.waitFor(position, config.writeWaitMs);
  if (config.role === 'all' || config.role === 'projections') await projections.start();
  const commandDeps: CommandDeps = {
    events: stores.events,
    scryptLog2N: config.scryptLog2N,
    portalSecret: config.portalSecret,
    reservationAbandonMs: config.reservationAbandonMs,
    activeSuperadmins: () => stores.documents.count(USERS, { role: 'superadmin', isActive: true }),
    clientOfUser: (userId: string) => clientOfUser(stores.documents, userId),
    offeredPlans: config.firm.plans,
    blobExists: (sha256: string) => stores.blobs.exists(sha256),
    openPrivacyRequestKinds: (userId: string) => openPrivacyRequestKinds(stores.documents, userId),
    privacyNotice: config.privacy,
  };
  if (config.demoMode && (config.role === 'all' || config.role === 'gateway')) {
    await seedDemo(commandDeps);
    // A demo account signs in as soon as the portal answers: the read models hold the seed before it does.
    await waitForReadModels(await stores.events.lastPosition());
    log.info('demo mode: demo accounts ready');
  }
  // After the seed: the reactors start at the end of the log the first time, so demo accounts get no mail.
  const sideEffects = await startSideEffects({
    config,
    events: stores.events,
    documents: stores.documents,
    postNotification: (input, now) => postNotification(stores.events, input, now),
    erased: (subjectId) => stores.personalKeys.isDestroyed(subjectId),
    storeStatus: (key, { state, error }) =>
      state === 'stopped'
        ? Promise.resolve()
        : writeStoredStatus(stores.documents, key, { version: null, state, error }),
    log,
  });
  const pace = eventLogPace(() => stores.logSize());
  const sessions = new Sessions(stores.documents, {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  });
  const cookie = sessionCookie(config.secureCookies);
  const { projections: projectionsStatus, reactors: reactorsStatus } = statusReaders(
    stores,
    sideEffects,
    projectionNames,
  );
  const metrics = config.metrics
    ? portalMetrics({
        projections: projectionsStatus,
        reactors: reactorsStatus,
        jobs: () => sideEffects.queue.counts(),
      })
    : null;
  const plainSecurityLog = securityLog(config.securityLog, (error) =>
    log.error('security log write failed', error),
  );
  const security = metrics ? metrics.counting(plainSecurityLog) : plainSecurityLog;
  const reopenSecurityLog = () => security.reopen();
  process.on('SIGHUP', reopenSecurityLog);
  const { app } = createApp(
    {
      handlers: guardHandlers(
        {
          ...commandRoutes(commandDeps),
          ...queryRoutes(stores.documents, config.firm, {
            outcomesCacheMs: config.outcomesCacheMs,
            privacyNoticeVersion: config.privacy.version,
          }),
          ...privacyNoticeRoutes(config),
          ...opsRoutes({
            site: config.site,
            anyParked: () =>
              anyParked(stores.documents, [...projectionNames, ...reactorNames().map(reactorStatusKey)]),
            projections: projectionsStatus,
            reactors: reactorsStatus,
            jobs: async () => ({
              ...(await sideEffects.queue.counts()),
              deadLetters: await sideEffects.queue.dead(20),
            }),
            eventStore: () => pace.read(),
            setup: {
              plans: config.firm.plans.length,
              publicUrl: config.publicUrl !== null,
              smtpUrl: config.mail.kind === 'smtp',
            },
          }),
        },
        {
          passwordChanges: new PasswordThrottle(stores.limits, 'password-change'),
          registrations: new RegistrationThrottle(stores.limits, config.registrationsPerHour),
          securityLog: security,
        },
      ),
      gatewayHandlers: gatewayRoutes({
        config,
        stores,
        sideEffects,
        commandDeps,
        sessions,
        cookie,
        security,
        log,
      }),
      documents: stores.documents,
      sessions,
      cookie,
      waitForReadModels,
      clientAddress: clientAddressOf(config),
      siteOrigin: siteOrigin({ publicUrl: config.publicUrl, requireHttps: config.secureCookies }),
      securityLog: security,
      log,
    },
    {
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      requireHttps: config.secureCookies,
      hsts: config.secureCookies,
      frontendDir: config.serveFrontend ? config.frontendDir : null,
      sourceMaps: !config.production,
      requestTimeoutMs: config.requestTimeoutMs,
      ...(metrics ? { metrics: metrics.middleware } : {}),
    },
  );
  const metricsServer =
    metrics && config.metrics && (config.role === 'all' || config.role === 'gateway')
      ? serveMetrics(metrics, config.metrics.port, config.metrics.host)
      : null;
  const stopHousekeeping = startHousekeeping({ config, stores, sessions, log });
  return {
    app,
    stores,
    sideEffects,
    projections,
    sessions,
    metricsServer,
    close: async () => {
      stopHousekeeping();
      pace.stop();
      metricsServer?.close();
      await sideEffects.close();
      await projections.stop();
      await stores.close();
      process.off('SIGHUP', reopenSecurityLog);
      await security.close();
    },
  };
}
