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
}

/**
 * Calls a route of the contracts' table with its method, credentials, and its response schema. This loads the
 * table and zod: the landing and login pages call through `request` with a hand-checked answer instead.
 */
export function call<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<RouteResponse<N>> {
  const route = routes[name];
  return request({ method: route.method, path: pathOf(name, options.params) }, options, (data) => {
    if (!('response' in route && route.response)) return data as RouteResponse<N>;
    const parsed = route.response.safeParse(data);
    if (!parsed.success) throw new ResponseFormatError();
    return parsed.data as RouteResponse<N>;
  });
}
