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
import { type Actor, type RouteRequest, readShared } from '@portal/platform';
import type { Context } from 'koa';
import type { SecondFactorStanding, SessionDoc } from '../auth/sessions.js';
import type { ApiDeps } from './api-deps.js';
import { HttpError } from './errors.js';

/*
 * How the gateway reads a request of the route table: its session and second factor, the route's roles, the
 * X-User-ID and Origin checks, Idempotency-Key and If-Match, and the body and query against the route's schemas.
 */

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
  const session: SessionDoc | undefined = ctx.state.session;
  return session;
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
export async function requestOf<N extends RouteName>(
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
