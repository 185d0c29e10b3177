import type { EventStore, RouteContext } from '@portal/platform';
import type { CommandMeta } from './command-handler.js';

/** What the command side needs from outside. */
export interface CommandDeps {
  events: EventStore;
  /** scrypt cost (log2 N) for new password hashes. */
  scryptLog2N: number;
}

export function metaOf(ctx: RouteContext<unknown>, eventIdSeed?: string): CommandMeta {
  return {
    actorId: ctx.actor?.userId ?? null,
    actorRole: ctx.actor?.role ?? 'public',
    correlationId: ctx.correlationId,
    now: ctx.now,
    ...(eventIdSeed ? { eventIdSeed } : {}),
  };
}

/** The latest of several global positions (the one the read models must reach). */
export function latest(...positions: (string | undefined)[]): string | undefined {
  return positions.reduce<string | undefined>(
    (a, b) => (b !== undefined && (a === undefined || b > a) ? b : a),
    undefined,
  );
}
