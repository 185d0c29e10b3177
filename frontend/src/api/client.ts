import {
  pathOf,
  type RouteInput,
  type RouteName,
  type RouteParams,
  type RouteResponse,
  routes,
} from '@portal/contracts';
import { ResponseFormatError } from './errors';
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

/**
 * Calls a route of the contracts' table with its method, credentials, and its response schema. This loads the
 * table and zod: the landing and login pages call through `request` with a hand-checked answer instead.
 */
export function call<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<RouteResponse<N>> {
  const route = routes[name];
  const path = pathOf(name, options.params) + queryString(options.query);
  return request(
    { method: route.method, path },
    options,
    (data) => {
      if (!('response' in route && route.response)) return data as RouteResponse<N>;
      const parsed = route.response.safeParse(data);
      if (!parsed.success) throw new ResponseFormatError();
      return parsed.data as RouteResponse<N>;
    },
    options.onHeaders,
  );
}
