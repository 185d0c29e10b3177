import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { apiErrors, type RouteDef, type RouteName, routes } from '@portal/contracts';
import type { RouteHandler } from '@portal/platform';
import type { Context, Middleware } from 'koa';
import type { ApiDeps, GatewayRouteHandler } from './api-deps.js';
import { requestOf } from './api-request.js';
import { describeError, HttpError } from './errors.js';

export type { ApiDeps, GatewayRouteHandlers } from './api-deps.js';
export { sessionOf } from './api-request.js';

/** What Koa itself says of a JSON body. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every route of the table, by name (Object.keys types its answer as strings). */
const routeNames = Object.keys(routes) as RouteName[];
/** The router's method for each of the table's. */
const routerMethods = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const satisfies Record<
  RouteDef['method'],
  string
>;

/** A route marked `audit` writes its outcome to the security log, refusals of the session or role included. */
function handle<N extends RouteName>(name: N, ctx: Context, deps: ApiDeps): Promise<void> {
  const def: RouteDef = routes[name];
  const event = def.audit;
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
  const entry = () => {
    // Koa's state is untyped: requestOf set the actor (once the request was read), requestId() the request's id.
    const actorId: string | null | undefined = ctx.state.actorId;
    const requestId: string = ctx.state.requestId;
    return {
      event,
      userId: typeof target === 'string' ? target : null,
      actorId: actorId ?? null,
      address: deps.clientAddress(ctx),
      requestId,
    };
  };
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
  for (const name of routeNames) {
    const def: RouteDef = routes[name];
    router[routerMethods[def.method]](def.path, (ctx) => handle(name, ctx as unknown as Context, deps));
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
  for (const name of routeNames) {
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
    Object.assign(ctx, { _matchedRoute: route.path });
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
