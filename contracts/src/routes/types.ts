import type { z } from 'zod';
import type { Role } from '../roles.js';
import type { routes } from '../routes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: everyone, any signed-in user, or the listed roles (superadmin passes admin).
 * Finer rules (an agent only for its own clients, a client only for its own case) are the handler's.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

export interface RouteDef {
  method: HttpMethod;
  /** Koa-router pattern. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
  /** A write: answered after the read models applied it. */
  write?: boolean;
  /** A write that creates a resource: answered 201 (the same on an idempotent replay). */
  created?: boolean;
  /** A change of who may do what: every call, allowed or refused, goes to the security log under this name. */
  audit?: AuditedAction;
  /**
   * The write changes or removes something that exists: the request must carry `If-Match: <revision>` (the
   * revision the caller read); a missing one is refused (428), a stale one is a conflict (409). Adds need none.
   */
  ifMatch?: 'required';
  /**
   * The gateway streams this route's bytes itself: `request`, the body is a file (never parsed as JSON);
   * `response`, the answer is a file (no response schema: its handler writes the answer and returns null).
   */
  raw?: 'request' | 'response';
  /**
   * `pending`, a session whose second factor has not passed may call it (the second factor's own calls);
   * every other route that needs a session refuses such a session (401 `second_factor_required`).
   */
  secondFactor?: 'pending';
  summary: string;
}

export type AuditedAction = 'admin_password_change' | 'user_update' | 'second_factor_reset';

export type RouteName = keyof typeof routes;
type Route<N extends RouteName> = (typeof routes)[N];

/** The validated body of route N (undefined for a route without a body schema). */
export type RouteBody<N extends RouteName> =
  Route<N> extends { body: infer B extends z.ZodType } ? z.infer<B> : undefined;
/** What a caller sends as the body of route N (the schema's input: before defaults and transforms). */
export type RouteInput<N extends RouteName> =
  Route<N> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** The validated query of route N (undefined for a route without a query schema). */
export type RouteQuery<N extends RouteName> =
  Route<N> extends { query: infer Q extends z.ZodType } ? z.infer<Q> : undefined;
/**
 * What route N answers. A route gets its response schema before it gets a handler: without one nothing can be
 * returned (never), so the handler does not type-check.
 */
export type RouteResponse<N extends RouteName> =
  Route<N> extends { raw: 'response' }
    ? null
    : Route<N> extends { response: infer R extends z.ZodType }
      ? z.infer<R>
      : never;

/** `{ id: string }` for '/api/fraud-cases/:id/comments': the parameters of a Koa-router path. */
type PathParams<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : unknown;
export type RouteParams<N extends RouteName> = { [K in keyof PathParams<Route<N>['path']>]: string };

/** Whether route N needs `If-Match` (its handler then gets the revision the caller read). */
export type NeedsIfMatch<N extends RouteName> = Route<N> extends { ifMatch: 'required' } ? true : false;

/** Whether route N can be called without a session. */
export type IsPublic<N extends RouteName> = Route<N>['access'] extends 'public' ? true : false;
/** Whether route N writes (its handler must report the position the read models must reach). */
export type IsWrite<N extends RouteName> = Route<N> extends { write: true } ? true : false;
/** Whether route N creates something (201): its caller sends an Idempotency-Key, so a retry creates it once. */
export type IsCreated<N extends RouteName> = Route<N> extends { created: true } ? true : false;
