import type { RouteName } from '@portal/contracts';
import type { DocumentStore, RouteHandler, RouteHandlers, RouteRequest } from '@portal/platform';
import type { Context } from 'koa';
import type { SessionCookie } from '../auth/session-cookie.js';
import type { Sessions } from '../auth/sessions.js';
import type { Logger } from '../log.js';
import type { SecurityLog } from '../security-log.js';

/** A route the gateway answers itself: it also sees the Koa context (cookies, the client's address). */
export type GatewayRouteHandler<N extends RouteName> = (
  request: RouteRequest<N>,
  ctx: Context,
) => ReturnType<RouteHandler<N>>;
export type GatewayRouteHandlers = { [N in RouteName]?: GatewayRouteHandler<N> };

export interface ApiDeps {
  /** The services' handlers (command and query side). */
  handlers: RouteHandlers;
  /** The gateway's own (session, health, operations). */
  gatewayHandlers: GatewayRouteHandlers;
  documents: DocumentStore;
  sessions: Sessions;
  cookie: SessionCookie;
  /** Resolves once the read models include `position` (false when the bound passed first). */
  waitForReadModels: (position: string | undefined) => Promise<boolean>;
  /** The address of the person behind the request (client-address.ts). */
  clientAddress: (ctx: Context) => string;
  /** The origin the site's pages have, which a write's Origin header must match (site-guard.ts). */
  siteOrigin: (ctx: Context) => string;
  securityLog: SecurityLog;
  log: Logger;
}
