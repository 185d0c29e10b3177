import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  type Access,
  apiErrors,
  caseErrors,
  DomainError,
  fieldErrorsOf,
  type RouteDef,
  type RouteName,
  requiresSecondFactor,
  roleSatisfies,
  rootMessageOf,
  routes,
  secondFactorErrors,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import {
  type Actor,
  type DocumentStore,
  type RouteHandler,
  type RouteHandlers,
  type RouteRequest,
  readShared,
} from '@portal/platform';
import type { Context, Middleware } from 'koa';
import type { SessionCookie } from '../auth/session-cookie.js';
import type { SecondFactorStanding, SessionDoc, Sessions } from '../auth/sessions.js';
import type { Logger } from '../log.js';
import type { SecurityLog } from '../security-log.js';
import { describeError, HttpError } from './errors.js';

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

/** What Koa itself says of a JSON body. */
const JSON_TYPE = 'application/json; charset=utf-8';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
/**
 * `3`, `"3"` or `W/"3"`: a revision as an entity tag (the revision is the whole tag); `-1` for a stream not
 * written yet (a fraud case nobody reviewed).
 */
const IF_MATCH = /^(?:W\/)?(?:"(-1|\d{1,15})"|(-1|\d{1,15}))$/;

/**
 * The revision the caller read, from `If-Match`, on a route that requires it: missing is 428 (Precondition
 * Required), unreadable 400. Elsewhere the header is ignored.
 */
function expectedRevisionOf(def: RouteDef, ctx: Context): number | undefined {
  if (def.ifMatch !== 'required') return undefined;
  const header = ctx.get('If-Match').trim();
  if (!header) throw new HttpError(428, 'precondition_required', caseErrors.ifMatchRequired);
  const match = IF_MATCH.exec(header);
  const revision = match?.[1] ?? match?.[2];
  if (revision === undefined) throw new HttpError(400, 'bad_request', caseErrors.ifMatchInvalid);
  return Number(revision);
}

/**
 * The session of the request as the gateway resolved it (the second factor's own routes read and change it). Set
 * for every request with a live session of an active user.
 */
export function sessionOf(ctx: Context): SessionDoc | undefined {
  return ctx.state.session as SessionDoc | undefined;
}

/**
 * The user of the request's session and where that session stands with the second factor: a live session of an
 * active user, or null.
 */
async function actorOf(
  ctx: Context,
  deps: ApiDeps,
  now: Date,
): Promise<{ actor: Actor; standing: SecondFactorStanding } | null> {
  const token = deps.cookie.read(ctx);
  if (!token) return null;
  const session = await deps.sessions.resolve(token, now);
  if (!session) {
    deps.cookie.clear(ctx);
    return null;
  }
  const user = await readShared<UserDoc>(deps.documents, USERS, session.userId);
  // A staff session from before the second factor signs in again, with it; agents and clients had none.
  const standing = session.secondFactor ?? (user && requiresSecondFactor(user.role) ? undefined : 'passed');
  if (!user?.isActive || standing === undefined) {
    await deps.sessions.destroy(token);
    deps.cookie.clear(ctx);
    return null;
  }
  ctx.state.session = session;
  return { actor: { userId: user.id, role: user.role }, standing };
}

/** The route's access rule against the session: who may call it at all (finer rules are the handler's). */
function authorize(access: Access, actor: Actor | null): void {
  if (access === 'public') return;
  if (!actor) throw new DomainError('unauthenticated', apiErrors.unauthenticated);
  if (access === 'signedIn') return;
  if (!access.some((role) => roleSatisfies(actor.role, role)))
    throw new DomainError('forbidden', apiErrors.forbidden);
}

/**
 * A browser always sends Origin on cross-site writes: one that is not the site's is refused (with SameSite=Lax,
 * CSRF defence in depth). The site's origin is PUBLIC_URL's, not one made from the request's own Host.
 */
function checkOrigin(ctx: Context, siteOrigin: string): void {
  const origin = ctx.get('Origin');
  if (origin && origin !== siteOrigin) throw new DomainError('forbidden', apiErrors.forbidden);
}

/** Validates a part of the request with the route's schema: 400 with per-field Spanish messages. */
function parse(schema: RouteDef['body'], value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const message =
    rootMessageOf(result.error) ??
    (Object.keys(fieldErrors).length > 0 ? apiErrors.validation : apiErrors.badRequest);
  throw new DomainError('validation', message, fieldErrors);
}

/**
 * The request of route N, checked against the route table: session, roles, X-User-ID, origin, Idempotency-Key,
 * body and query. The values were validated by N's schemas just above, which is what the type says.
 */
async function requestOf<N extends RouteName>(
  name: N,
  ctx: Context,
  deps: ApiDeps,
): Promise<RouteRequest<N>> {
  const def: RouteDef = routes[name];
  const now = new Date();
  const session = await actorOf(ctx, deps, now);
  let actor = session?.actor ?? null;
  // A session whose second factor has not passed reaches only the second factor's own routes: anywhere else it
  // is refused, and on a public route it is nobody.
  if (session && session.standing !== 'passed' && def.secondFactor !== 'pending') {
    if (def.access !== 'public') throw new DomainError('second_factor_required', secondFactorErrors.required);
    actor = null;
  }
  ctx.state.actorId = actor?.userId ?? null;
  authorize(def.access, actor);
  const claimedUser = ctx.get('X-User-ID');
  if (claimedUser && actor && claimedUser !== actor.userId) {
    throw new DomainError('user_mismatch', apiErrors.userHeaderMismatch);
  }
  if (def.method !== 'GET') checkOrigin(ctx, deps.siteOrigin(ctx));
  const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new HttpError(400, 'bad_request', apiErrors.idempotencyKeyInvalid);
  }
  const expectedRevision = expectedRevisionOf(def, ctx);
  const request = {
    actor,
    expectedRevision,
    body: parse(def.body, ctx.request.body ?? {}),
    params: ctx.params ?? {},
    query: parse(def.query, ctx.query),
    ...(idempotencyKey ? { idempotencyKey } : {}),
    correlationId: ctx.state.requestId,
    clientAddress: deps.clientAddress(ctx),
    now,
  };
  return request as RouteRequest<N>;
}

/** A route marked `audit` writes its outcome to the security log, refusals of the session or role included. */
function handle<N extends RouteName>(name: N, ctx: Context, deps: ApiDeps): Promise<void> {
  const event = (routes[name] as RouteDef).audit;
  return event ? audited(event, ctx, deps, () => respond(name, ctx, deps)) : respond(name, ctx, deps);
}

async function respond<N extends RouteName>(name: N, ctx: Context, deps: ApiDeps): Promise<void> {
  const gatewayHandler: GatewayRouteHandler<N> | undefined = deps.gatewayHandlers[name];
  const handler: RouteHandler<N> | undefined = deps.handlers[name];
  const request = await requestOf(name, ctx, deps);
  const run = gatewayHandler
    ? () => gatewayHandler(request, ctx)
    : handler
      ? () => handler(request)
      : undefined;
  if (!run) throw new HttpError(501, 'not_implemented', apiErrors.notImplemented);
  const def: RouteDef = routes[name];
  const result = await run();
  // A file answered by its handler (a download): the handler set the status, the headers and the stream.
  if (def.raw === 'response') return;
  // A new password ends the user's other sessions at once (a thief's session dies with the old password), before
  // the answer waits for the read models.
  if (result.credentialsChangedFor !== undefined)
    await deps.sessions.destroyOthers(result.credentialsChangedFor, deps.cookie.read(ctx));
  // The answer is exactly the documented one: whatever a handler adds beyond the route's response schema is dropped
  // (tsc cannot see an extra field in a returned object), and an answer that does not match is a bug, not a reply.
  // An answer already in JSON was made in that shape where it was written (ResponseJson): its bytes go as they are.
  const answer = result.json === undefined ? def.response?.safeParse(result.body) : undefined;
  if (answer && !answer.success) throw new Error(`The answer of ${name} does not match its response schema`);
  if (!answer && result.json === undefined) throw new Error(`The route ${name} has no response schema`);
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
  for (const [header, value] of Object.entries(result.headers ?? {})) ctx.set(header, value);
  ctx.status = def.created ? 201 : 200;
  if (answer) ctx.body = answer.data;
  else {
    ctx.set('Content-Type', JSON_TYPE);
    ctx.body = result.json;
  }
}

/** Runs a route that changes who may do what and writes its outcome, allowed or refused, to the security log. */
async function audited(
  event: NonNullable<RouteDef['audit']>,
  ctx: Context,
  deps: ApiDeps,
  run: () => Promise<void>,
): Promise<void> {
  const target = ctx.params?.id;
  const entry = () => ({
    event,
    userId: typeof target === 'string' ? target : null,
    actorId: (ctx.state.actorId as string | null | undefined) ?? null,
    address: deps.clientAddress(ctx),
    requestId: ctx.state.requestId as string,
  });
  try {
    await run();
    deps.securityLog.record({ ...entry(), outcome: 'succeeded' });
  } catch (error) {
    deps.securityLog.record({ ...entry(), outcome: 'refused', code: describeError(error).body.code });
    throw error;
  }
}

/** Serves exactly the route table of the contracts: method, path and roles are checked before any handler. */
export function apiRouter(deps: ApiDeps): Router {
  const router = new Router();
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](def.path, (ctx) => handle(name, ctx as unknown as Context, deps));
  }
  return router;
}

/**
 * The router's middleware with the routes that have no parameter found by one lookup of method and path, instead
 * of the router's walk over every route's pattern. Such a route is looked up so only where the router itself
 * would run it: when no route registered before it also matches its path (a `/:id` pattern would take it first).
 * Any other request (a parameter, HEAD, a trailing slash, another case) goes to the router as before.
 */
export function apiRoutes(router: Router, deps: ApiDeps): Middleware {
  const exact = new Map<string, { name: RouteName; path: string }>();
  for (const name of Object.keys(routes) as RouteName[]) {
    const def: RouteDef = routes[name];
    if (def.path.includes(':')) continue;
    if (router.match(def.path, def.method).pathAndMethod[0]?.path !== def.path) continue;
    exact.set(`${def.method} ${def.path}`, { name, path: def.path });
  }
  const viaRouter = router.routes() as unknown as Middleware;
  return (ctx, next) => {
    const route = exact.get(`${ctx.method} ${ctx.path}`);
    if (route === undefined) return viaRouter(ctx, next);
    ctx.params = {};
    // What the router sets, and the metrics label requests by.
    (ctx as Context & { _matchedRoute?: string })._matchedRoute = route.path;
    return handle(route.name, ctx, deps);
  };
}

/**
 * Answers /api paths the table does not have: 405 with `Allow` when the path exists with other methods, else
 * 404; both thrown to the error handler, which writes the one error body.
 */
export function apiFallback(router: Router) {
  const fallback = (ctx: Context) => {
    if (!ctx.path.startsWith('/api/') && ctx.path !== '/api') return;
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const allowed = new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods));
    if (allowed.size > 0)
      throw new HttpError(405, 'method_not_allowed', apiErrors.methodNotAllowed, {
        Allow: [...allowed].join(', '),
      });
    throw new HttpError(404, 'not_found', apiErrors.routeNotFound);
  };
  return (ctx: Context, next: () => Promise<void>) => next().then(() => fallback(ctx));
}

export function requestId() {
  return (ctx: Context, next: () => Promise<void>) => {
    const incoming = ctx.get('X-Request-ID');
    ctx.state.requestId = /^[A-Za-z0-9_-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-ID', ctx.state.requestId);
    return next();
  };
}
