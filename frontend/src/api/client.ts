import { routeLines } from 'virtual:route-lines';
import type { RouteInput, RouteName, RouteParams, RouteResponse } from '@portal/contracts';
import { type RequestOptions, request } from './request';

/** Typed by the route: its path parameters and the body its schema accepts (a wrong field fails tsc). */
export interface CallOptions<N extends RouteName> extends Omit<RequestOptions, 'body'> {
  params?: RouteParams<N>;
  body?: RouteInput<N>;
  /** The query string (empty and undefined values left out); the server checks it with the route's schema. */
  query?: Record<string, string | number | undefined>;
  /** The answer's headers, for a call that reads one (a page's X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

/** `?a=1&b=2` of the values given, or nothing. */
export function queryString(query: CallOptions<RouteName>['query'] = {}): string {
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
export function call<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<RouteResponse<N>> {
  const [method] = routeLines[name];
  const path = pathOf(name, options.params) + queryString(options.query);
  return request({ method, path }, options, (data) => data as RouteResponse<N>, options.onHeaders);
}
