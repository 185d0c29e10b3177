import type { HttpMethod, RouteName, routes } from '@portal/contracts';
import { ApiError, NetworkError, ResponseFormatError, readErrorBody } from './errors';

/**
 * The method and path of a route of the contracts' table, checked by tsc against the table without importing
 * it (the table holds every zod schema): `const healthRoute: RouteLine<'health'> = { method: 'GET', path: '/api/health' }`.
 */
export interface RouteLine<N extends RouteName> {
  method: (typeof routes)[N]['method'];
  path: (typeof routes)[N]['path'];
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as X-User-ID (the server checks it against the session). */
  userId?: string;
  /**
   * Whether a 401 signs the user out (default true; the login call itself answers 401 for bad credentials), or
   * which 401s do (a wrong second-factor code is one that does not).
   */
  signOutOn401?: boolean | ((error: ApiError) => boolean);
  signal?: AbortSignal;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on a 401 from any call (clear the stored user, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * One call to the API with credentials: a failed answer throws ApiError (a 401 also runs the unauthorized
 * handler), no connection NetworkError, and a body that is not JSON ResponseFormatError. `read` checks the
 * parsed body and returns what the caller gets; it throws ResponseFormatError when the body is not that.
 */
export async function request<T>(
  route: { method: HttpMethod; path: string },
  options: RequestOptions,
  read: (data: unknown) => T,
  /** The answer's headers, for a call that reads one (a page's X-Total-Count). */
  onHeaders?: (headers: Headers) => void,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.userId) headers['X-User-ID'] = options.userId;

  let response: Response;
  try {
    response = await fetch(route.path, {
      method: route.method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  const text = await response.text();
  if (!response.ok) {
    const error = new ApiError(response.status, response.statusText, text, text ? readErrorBody(text) : null);
    const signOut =
      typeof options.signOutOn401 === 'function'
        ? options.signOutOn401(error)
        : options.signOutOn401 !== false;
    if (response.status === 401 && signOut) unauthorizedHandler?.(error);
    throw error;
  }

  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ResponseFormatError();
  }
  onHeaders?.(response.headers);
  return read(data);
}
