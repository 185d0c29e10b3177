import { commandRoutes, postNotification, secondFactorOf, seedDemo } from '@portal/command-service';
import { USERS } from '@portal/contracts';
import {
  type BlobStore,
  type DocumentStore,
  openStores,
  type PortalConfig,
  type Stores,
} from '@portal/platform';
import {
  anyParked,
  Projections,
  projectionStatuses,
  readModelProjectors,
  waitForCheckpoints,
  writeStoredStatus,
} from '@portal/projections';
import { clientOfUser, openPrivacyRequestKinds, queryRoutes, readModelIndexes } from '@portal/query-service';
import { reactorNames, reactorStatusKey, type SideEffects, startSideEffects } from '@portal/workers';
import type Koa from 'koa';
import { demoAccountRoutes } from './admin/demo-accounts.js';
import { reportRoutes } from './admin/reports.js';
import { createApp } from './app.js';
import { deviceCookie, deviceCookieKey } from './auth/device-cookie.js';
import { guardHandlers } from './auth/guards.js';
import { RegistrationThrottle } from './auth/registration-throttle.js';
import { authRoutes } from './auth/routes.js';
import { secondFactorRoutes } from './auth/second-factor.js';
import { sessionCookie } from './auth/session-cookie.js';
import { SESSIONS, Sessions } from './auth/sessions.js';
import { PasswordThrottle } from './auth/throttle.js';
import { complianceRoutes } from './compliance/routes.js';
import { purgeUncompletedUploads, purgeUnusedNewsImages } from './documents/cleanup.js';
import { newsImageRoutes } from './documents/news-images.js';
import { documentRoutes } from './documents/routes.js';
import { UploadQuota } from './documents/upload-quota.js';
import { clientAddressOf } from './http/client-address.js';
import { siteOrigin } from './http/site-guard.js';
import type { Logger } from './log.js';
import { portalMetrics, serveMetrics } from './metrics.js';
import { consoleRoutes } from './ops/console-routes.js';
import { docsRoutes } from './ops/docs-routes.js';
import { eventLogPace } from './ops/event-log-pace.js';
import { RebuildRuns } from './ops/rebuild-runs.js';
import { opsRoutes } from './ops/routes.js';
import { erasePerson } from './privacy/erasure.js';
import { privacyNoticeRoutes } from './privacy/notice-route.js';
import { privacyRequestRoutes } from './privacy-requests/routes.js';
import { securityLog } from './security-log.js';

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
  if (config.role === 'all' || config.role === 'projections') await projections.start();
  const commandDeps = {
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
  const pace = eventLogPace(
    stores.events,
    config.eventStore.kind === 'sqlite' ? config.eventStore.file : null,
  );
  const sessions = new Sessions(stores.documents, {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  });
  const cookie = sessionCookie(config.secureCookies);
  const projectionsStatus = () =>
    projectionStatuses({ names: projectionNames, events: stores.events, documents: stores.documents });
  const reactorsStatus = () =>
    projectionStatuses({
      names: reactorNames(),
      events: stores.events,
      documents: stores.documents,
      // A reactor of this process stands where its runner is: it stores a checkpoint that only passes events with no
      // job at most once a second. Elsewhere, the stored one ('' is a reactor that started on an empty log: before
      // every event).
      checkpointOf: async (name) =>
        (sideEffects.reactorStatuses().find((r) => r.name === name)?.position ??
          (await sideEffects.queue.checkpoint(name))) ||
        undefined,
      statusKeyOf: reactorStatusKey,
    });
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
      gatewayHandlers: {
        ...authRoutes({
          documents: stores.documents,
          sessions,
          cookie,
          device: deviceCookie(config.secureCookies, deviceCookieKey(config.portalSecret)),
          throttle: new PasswordThrottle(stores.limits, 'login'),
          securityLog: security,
          scryptLog2N: config.scryptLog2N,
          secondFactorOf: (userId) => secondFactorOf(stores, userId),
        }),
        ...secondFactorRoutes({
          documents: stores.documents,
          sessions,
          cookie,
          throttle: new PasswordThrottle(stores.limits, 'second-factor'),
          securityLog: security,
          commands: { events: stores.events, portalSecret: config.portalSecret },
          siteName: config.site.siteName,
        }),
        ...reportRoutes(stores.documents),
        ...demoAccountRoutes(config.demoMode),
        ...newsImageRoutes({ documents: stores.documents, blobs: stores.blobs }),
        ...complianceRoutes({ events: stores.events, documents: stores.documents }),
        ...docsRoutes('1.0.0'),
        ...consoleRoutes({
          queue: sideEffects.queue,
          rebuilds: new RebuildRuns({ events: stores.events, documents: stores.documents }),
        }),
        ...privacyRequestRoutes({
          command: commandDeps,
          events: stores.events,
          documents: stores.documents,
          mailSent: (messageId) => sideEffects.queue.effects.has(messageId),
          publicUrl: config.publicUrl,
          erase: (request) =>
            erasePerson(
              {
                stores,
                queue: sideEffects.queue,
                mailDir: config.mail.kind === 'files' ? config.mail.dir : null,
                securityLogFile: config.securityLog,
                securityLog: security,
                log,
              },
              request,
            ),
          mailWaitMs: config.erasureMailWaitMs,
          log,
        }),
        ...documentRoutes({
          documents: stores.documents,
          events: stores.events,
          blobs: stores.blobs,
          portalSecret: config.portalSecret,
          uploadQuota: new UploadQuota(stores.limits, stores.documents, config.uploadQuota),
          log,
        }),
      },
      documents: stores.documents,
      sessions,
      cookie,
      // A gateway without local runners (distributed) watches the stored checkpoints instead. Either way a
      // parked projection is not waited for (the write is answered as pending at once).
      waitForReadModels: (position) =>
        config.role === 'gateway'
          ? waitForCheckpoints(stores.documents, projectionNames, position, config.writeWaitMs)
          : projections.waitFor(position, config.writeWaitMs),
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
  const purge = setInterval(() => {
    sessions.purge(new Date()).catch((error) => log.error('session purge failed', error));
  }, 15 * 60_000);
  purge.unref();
  // Uploads whose bytes arrived but were never completed, and news images no article names, leave after a day
  // (gateways serve uploads).
  const sweep = (
    what: string,
    task: (documents: DocumentStore, blobs: BlobStore, now: Date) => Promise<number>,
  ) =>
    task(stores.documents, stores.blobs, new Date())
      .then((removed) => {
        if (removed > 0) log.info(`${what} removed`, { removed });
      })
      .catch((error) => log.error(`${what}: clean-up failed`, error));
  const uploadsCleanup =
    config.role === 'all' || config.role === 'gateway'
      ? setInterval(() => {
          void sweep('uncompleted uploads', purgeUncompletedUploads);
          void sweep('unused news images', purgeUnusedNewsImages);
        }, 60 * 60_000)
      : undefined;
  uploadsCleanup?.unref();
  return {
    app,
    stores,
    sideEffects,
    projections,
    sessions,
    metricsServer,
    close: async () => {
      clearInterval(purge);
      pace.stop();
      metricsServer?.close();
      clearInterval(uploadsCleanup);
      await sideEffects.close();
      await projections.stop();
      await stores.close();
      process.off('SIGHUP', reopenSecurityLog);
      await security.close();
    },
  };
}
