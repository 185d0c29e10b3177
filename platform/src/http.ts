import type { Role } from '@portal/contracts';

/**
 * What the gateway hands to a service's route handler and what the handler answers. Services never see
 * Koa: the gateway turns an HTTP request into a RouteContext and a RouteResult (or HttpError) into a reply.
 */
export interface Actor {
  userId: string;
  role: Role;
}

export interface RouteContext<B = unknown> {
  actor: Actor | null;
  body: B;
  params: Record<string, string>;
  query: unknown;
  idempotencyKey?: string;
  correlationId: string;
  now: Date;
}

export interface RouteResult {
  status?: number;
  body: unknown;
  /** For writes: the global position the read models must reach before the answer goes out. */
  position?: string;
  /** The password of this user changed: every session of theirs but the caller's own ends. */
  credentialsChangedFor?: string;
}

export type RouteHandler = (ctx: RouteContext<never>) => Promise<RouteResult>;

/** An error a person can read: the status, a machine code, a Spanish message and per-field messages. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}
