import { type CommandDeps, secondFactorOf } from '@portal/command-service';
import type { PortalConfig, Stores } from '@portal/platform';
import type { SideEffects } from '@portal/workers';
import { demoAccountRoutes } from './admin/demo-accounts.js';
import { reportRoutes } from './admin/reports.js';
import { deviceCookie, deviceCookieKey } from './auth/device-cookie.js';
import { authRoutes } from './auth/routes.js';
import { secondFactorRoutes } from './auth/second-factor.js';
import type { SessionCookie } from './auth/session-cookie.js';
import type { Sessions } from './auth/sessions.js';
import { PasswordThrottle } from './auth/throttle.js';
import { complianceRoutes } from './compliance/routes.js';
import { newsImageRoutes } from './documents/news-images.js';
import { documentRoutes } from './documents/routes.js';
import { UploadQuota } from './documents/upload-quota.js';
import type { GatewayRouteHandlers } from './http/api-router.js';
import type { Logger } from './log.js';
import { consoleRoutes } from './ops/console-routes.js';
import { docsRoutes } from './ops/docs-routes.js';
import { RebuildRuns } from './ops/rebuild-runs.js';
import { erasePerson } from './privacy/erasure.js';
import { privacyRequestRoutes } from './privacy-requests/routes.js';
import type { SecurityLog } from './security-log.js';

export interface GatewayRouteDeps {
  config: PortalConfig;
  stores: Stores;
  sideEffects: SideEffects;
  commandDeps: CommandDeps;
  sessions: Sessions;
  cookie: SessionCookie;
  security: SecurityLog;
  log: Logger;
}

/**
 * The routes the gateway answers itself (not through the command and query services' handlers): sign-in and
 * the second factor, reports, the demo accounts, news images, compliance, the API docs, the operations console,
 * ARCO requests with the erasure, and the documents clients send.
 */
export function gatewayRoutes(deps: GatewayRouteDeps): GatewayRouteHandlers {
  const { config, stores, sideEffects, commandDeps, sessions, cookie, security, log } = deps;
  return {
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
  };
}
