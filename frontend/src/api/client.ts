import { routeLines } from 'virtual:route-lines';
import type { IsCreated, RouteInput, RouteName, RouteParams, RouteResponse } from '@portal/contracts';
import { type RequestOptions, request } from './request';

/** The query string of a call (empty and undefined values left out). */
type Query = Record<string, string | number | undefined>;

/** Typed by the route: its path parameters and the body its schema accepts (a wrong field fails tsc). */
interface BaseCallOptions<N extends RouteName> extends Omit<RequestOptions, 'body'> {
  params?: RouteParams<N>;
  body?: RouteInput<N>;
  /** The query string; the server checks it with the route's schema. */
  query?: Query;
  /** The answer's headers, for a call that reads one (a page's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

/**
 * A route that creates something (`created: true` in the route table) takes the add's Idempotency-Key, and tsc
 * refuses a call that forgets it: a retry after a lost answer then creates it once. A form keeps one key per
 * attempt (`useAttemptKey`). No other route takes one.
 */
export type CallOptions<N extends RouteName> = BaseCallOptions<N> &
  (IsCreated<N> extends true ? { idempotencyKey: string } : { idempotencyKey?: never });

/** The options of `call`: required for a route that creates (its Idempotency-Key), optional otherwise. */
type CallArgs<N extends RouteName> = IsCreated<N> extends true ? [CallOptions<N>] : [CallOptions<N>?];

/** `?a=1&b=2` of the values given, or nothing. */
export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path of route `name` with its `:param` placeholders filled (encoded). */
export function pathOf<N extends RouteName>(name: N, params: Partial<Record<string, string>> = {}): string {
  return routeLines[name][1].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/**
 * Calls a route of the contracts' table with its method and credentials. Only the routes' methods and paths
 * load (`virtual:route-lines`), not the table with its schemas: the answer is not parsed again here, the
 * gateway sends only an answer its response schema accepts (with the schema's defaults filled) and the API
 * tests check each answer's shape. A body that is not JSON is still a ResponseFormatError (`request`).
 */
export function call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<RouteResponse<N>> {
  const options: BaseCallOptions<N> & { idempotencyKey?: string } = args[0] ?? {};
  const [method] = routeLines[name];
  const path = pathOf(name, options.params) + queryString(options.query);
  const headers = options.idempotencyKey
    ? { ...options.headers, 'Idempotency-Key': options.idempotencyKey }
    : options.headers;
  return request(
    { method, path },
    { ...options, headers },
    (data) => data as RouteResponse<N>,
    options.onHeaders,
  );
}
