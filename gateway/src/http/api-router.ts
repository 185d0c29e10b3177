import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  type Access,
  apiErrors,
  collections,
  fieldErrorsOf,
  type RouteDef,
  type RouteName,
  roleSatisfies,
  routes,
  type UserDoc,
} from '@portal/contracts';
import {
  type Actor,
  type DocumentStore,
  HttpError,
  type RouteContext,
  type RouteHandler,
} from '@portal/platform';
import type { Context } from 'koa';
import type { GatewayRouteHandler } from '../auth/routes.js';
import type { SessionCookie } from '../auth/session-cookie.js';
import type { Sessions } from '../auth/sessions.js';
import type { Logger } from '../log.js';

export interface ApiDeps {
  handlers: Partial<Record<RouteName, RouteHandler>>;
  gatewayHandlers: Partial<Record<RouteName, GatewayRouteHandler>>;
  documents: DocumentStore;
  sessions: Sessions;
  cookie: SessionCookie;
  /** Resolves once the read models include `position` (false when the bound passed first). */
  waitForReadModels: (position: string | undefined) => Promise<boolean>;
  log: Logger;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;

/** The signed-in user of the request: a live session of an active user, or null. */
async function actorOf(ctx: Context, deps: ApiDeps, now: Date): Promise<Actor | null> {
  const token = deps.cookie.read(ctx);
  if (!token) return null;
  const session = await deps.sessions.resolve(token, now);
  if (!session) {
    deps.cookie.clear(ctx);
    return null;
  }
  const user = await deps.documents.get<UserDoc>(collections.users, session.userId);
  if (!user?.isActive) {
    await deps.sessions.destroy(token);
    deps.cookie.clear(ctx);
    return null;
  }
  return { userId: user.id, role: user.role };
}

function authorize(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw new HttpError(401, 'unauthenticated', apiErrors.unauthenticated);
  if (access === 'signedIn') return;
  if (!access.some((role) => roleSatisfies(actor.role, role)))
    throw new HttpError(403, 'forbidden', apiErrors.forbidden);
}

/** A browser always sends Origin on cross-site writes: one that is not ours is refused (with SameSite=Lax, CSRF defence in depth). */
function checkOrigin(ctx: Context): void {
  const origin = ctx.get('Origin');
  // Not ctx.origin: Koa 3 answers that from the request's own Origin header.
  if (origin && origin !== `${ctx.protocol}://${ctx.host}`)
    throw new HttpError(403, 'forbidden', apiErrors.forbidden);
}

function parse(schema: RouteDef['body'], value: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success)
    throw new HttpError(400, 'validation', apiErrors.validation, fieldErrorsOf(result.error));
  return result.data;
}

async function handle(name: RouteName, def: RouteDef, ctx: Context, deps: ApiDeps): Promise<void> {
  const now = new Date();
  const actor = await actorOf(ctx, deps, now);
  authorize(def.access, actor);
  const claimedUser = ctx.get('X-User-ID');
  if (claimedUser && actor && claimedUser !== actor.userId) {
    throw new HttpError(403, 'user_mismatch', apiErrors.userHeaderMismatch);
  }
  if (def.method !== 'GET') checkOrigin(ctx);
  const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new HttpError(400, 'bad_request', apiErrors.idempotencyKeyInvalid);
  }
  const rc: RouteContext<unknown> = {
    actor,
    body: def.body ? parse(def.body, ctx.request.body ?? {}) : undefined,
    params: ctx.params ?? {},
    query: def.query ? parse(def.query, ctx.query) : ctx.query,
    ...(idempotencyKey ? { idempotencyKey } : {}),
    correlationId: ctx.state.requestId,
    now,
  };
  const gatewayHandler = deps.gatewayHandlers[name];
  const handler = deps.handlers[name];
  const run = gatewayHandler
    ? () => gatewayHandler(rc as RouteContext<never>, ctx)
    : handler
      ? () => handler(rc as RouteContext<never>)
      : undefined;
  if (!run) throw new HttpError(501, 'not_implemented', apiErrors.notImplemented);
  const result = await run();
  if (def.write && result.position !== undefined) {
    const caughtUp = await deps.waitForReadModels(result.position);
    if (!caughtUp) {
      ctx.set('X-Read-Models', 'pending');
      deps.log.warn('write answered before the read models caught up', {
        route: name,
        position: result.position,
      });
    }
  }
  // A new password ends the user's other sessions (a thief's session dies with the old password).
  if (name === 'changePassword' && actor)
    await deps.sessions.destroyOthers(actor.userId, deps.cookie.read(ctx));
  ctx.status = result.status ?? 200;
  ctx.body = result.body;
}

/** Serves exactly the route table of the contracts: method, path and roles are checked before any handler. */
export function apiRouter(deps: ApiDeps): Router {
  const router = new Router();
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](def.path, (ctx) => handle(name, def, ctx as unknown as Context, deps));
  }
  return router;
}

/** Answers /api paths the table does not have: 405 when the path exists with another method, else 404. */
export function apiFallback(router: Router) {
  return async (ctx: Context, next: () => Promise<void>) => {
    await next();
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return;
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const other = router.match(ctx.path, ctx.method).path.some((layer) => layer.methods.length > 0);
    ctx.status = other ? 405 : 404;
    ctx.body = {
      message: other ? apiErrors.methodNotAllowed : apiErrors.routeNotFound,
      code: other ? 'method_not_allowed' : 'not_found',
    };
  };
}

export function requestId() {
  return async (ctx: Context, next: () => Promise<void>) => {
    const incoming = ctx.get('X-Request-ID');
    ctx.state.requestId = /^[A-Za-z0-9_-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-ID', ctx.state.requestId);
    await next();
  };
}
