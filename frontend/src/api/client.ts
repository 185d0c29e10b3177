import {
  type ApiErrorBody,
  apiErrorSchema,
  apiErrors,
  pathOf,
  type RouteInput,
  type RouteName,
  type RouteParams,
  type RouteResponse,
  routes,
  screenTexts,
} from '@portal/contracts';

/**
 * A non-successful answer of the API. Its message is `${status}: ${body text or status text}` (spec §7);
 * the parsed JSON body is kept so screens can show `body.message` and put `body.fieldErrors` on fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

/** The server could not be reached (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super(screenTexts.networkError);
  }
}

/** The server answered, but not with what this screen needs (e.g. HTML instead of JSON). */
export class ResponseFormatError extends Error {
  override readonly name = 'ResponseFormatError';
  constructor() {
    super(apiErrors.unavailable);
  }
}

/** A sentence a person understands for any error of a call; `fallback` when there is none. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  if (error instanceof NetworkError || error instanceof ResponseFormatError) return error.message;
  return fallback;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens on a 401 from any call (clear the stored user, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** Typed by the route: its path parameters and the body its schema accepts (a wrong field fails tsc). */
export interface CallOptions<N extends RouteName> {
  params?: RouteParams<N>;
  body?: RouteInput<N>;
  headers?: Record<string, string>;
  /** Sent as X-User-ID (the server checks it against the session). */
  userId?: string;
  /** Whether a 401 signs the user out (default true; the login call itself answers 401 for bad credentials). */
  signOutOn401?: boolean;
  signal?: AbortSignal;
}

/** Calls a route of the contracts' table with its method, credentials, and its response schema. */
export async function call<N extends RouteName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<RouteResponse<N>> {
  const route = routes[name];
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.userId) headers['X-User-ID'] = options.userId;

  let response: Response;
  try {
    response = await fetch(pathOf(name, options.params), {
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
    const error = new ApiError(response.status, response.statusText, text, parseErrorBody(text));
    if (response.status === 401 && options.signOutOn401 !== false) unauthorizedHandler?.(error);
    throw error;
  }

  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ResponseFormatError();
  }
  if ('response' in route && route.response) {
    const parsed = route.response.safeParse(data);
    if (!parsed.success) throw new ResponseFormatError();
    return parsed.data as RouteResponse<N>;
  }
  return data as RouteResponse<N>;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
