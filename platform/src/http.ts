import type {
  IsPublic,
  IsWrite,
  NeedsIfMatch,
  Role,
  RouteBody,
  RouteName,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@portal/contracts';

/**
 * What the gateway hands to a service's route handler and what the handler answers, typed by the route table
 * of the contracts: a handler registered for route N gets N's validated body, params and query and must
 * answer N's response. Services never see Koa; failures are thrown as DomainError (by kind), and the gateway
 * alone turns them into HTTP statuses.
 */
export interface Actor {
  userId: string;
  role: Role;
}

export interface RouteRequest<N extends RouteName> {
  /** The session's user: always there unless the route is public (the gateway checked before). */
  actor: IsPublic<N> extends true ? Actor | null : Actor;
  body: RouteBody<N>;
  params: RouteParams<N>;
  query: RouteQuery<N>;
  idempotencyKey?: string;
  /** The revision the caller read (`If-Match`): always there on a route that requires it (the gateway checked). */
  expectedRevision: NeedsIfMatch<N> extends true ? number : undefined;
  correlationId: string;
  /** The address of the person behind the request (the one the trusted proxy saw): for throttles, never stored in events. */
  clientAddress: string;
  now: Date;
}

declare const responseOf: unique symbol;
/**
 * Route N's answer as JSON, exactly N's response shape, in the UTF-8 bytes that are sent: the gateway sends them
 * without parsing, serialising or encoding again (a memo of an answer keeps them: a 4 KB answer with accents costs
 * a few µs to encode for each request). Made only by `responseJson`, where the text was checked (or written) in
 * that shape; the tests parse such answers with N's response schema.
 */
export type ResponseJson<N extends RouteName> = Buffer & { readonly [responseOf]: N };
export const responseJson = <N extends RouteName>(text: string) => Buffer.from(text) as ResponseJson<N>;

export type RouteResult<N extends RouteName> = (
  | { body: RouteResponse<N>; json?: never }
  | { json: ResponseJson<N>; body?: never }
) & {
  /** The password of this user changed: every session of theirs but the caller's own ends. */
  credentialsChangedFor?: string;
  /** Headers of the answer besides the body (a paged list's X-Total-Count). */
  headers?: Record<string, string>;
} & (IsWrite<N> extends true
    ? /** The global position the read models must reach before the answer goes out (undefined: nothing written). */
      { position: string | undefined }
    : { position?: never });

export type RouteHandler<N extends RouteName> = (request: RouteRequest<N>) => Promise<RouteResult<N>>;

/** The handlers of a service, by route name: `{ ... } satisfies RouteHandlers` types each one by its route. */
export type RouteHandlers = { [N in RouteName]?: RouteHandler<N> };
