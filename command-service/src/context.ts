import type { PlanTerms, PrivacyNoticeConfig, PrivacyRequestKind } from '@portal/contracts';
import type { Actor, EventStore } from '@portal/platform';
import type { CommandMeta } from './command-handler.js';

/** What the command side needs from outside. */
export interface CommandDeps {
  events: EventStore;
  /** scrypt cost (log2 N) for new password hashes. */
  scryptLog2N: number;
  /**
   * How long an unconfirmed username or e-mail reservation (a registration a crash cut) is kept for its owner's
   * retry before another registration may take it (RESERVATION_ABANDON_MS; default ABANDONED_AFTER_MS, 2 min).
   */
  reservationAbandonMs?: number;
  /** The server secret that keys the hash of a password in an Idempotency-Key's fingerprint (PORTAL_SECRET). */
  portalSecret: string;
  /**
   * How many superadministrators are active now (the users read model): the last one is never deactivated nor
   * demoted. Needed by the administration of users only.
   */
  activeSuperadmins?: () => Promise<number>;
  /** The client record of a client's user (the case files read model): what the client's own commands change. */
  clientOfUser?: (userId: string) => Promise<string | null>;
  /**
   * The plans the firm offers now with their terms (FIRM_CONFIG, or the spec's in demo mode): a client chooses
   * among these and accepts the terms as configured.
   */
  offeredPlans?: readonly PlanTerms[];
  /** Whether the blob store holds these bytes (a news article's image must have been uploaded). */
  blobExists?: (sha256: string) => Promise<boolean>;
  /** The kinds of the ARCO requests a person has pending (the requests' read model): one of each at a time. */
  openPrivacyRequestKinds?: (userId: string) => Promise<PrivacyRequestKind[]>;
  /** The privacy notice in force (FIRM_CONFIG `privacy`): the version a consent must name, its voluntary purposes. */
  privacyNotice?: PrivacyNoticeConfig;
}

/** Who asks, in which request, when: what a command needs of the request that carried it. */
export interface RequestInfo {
  actor: Actor | null;
  correlationId: string;
  now: Date;
  idempotencyKey?: string;
}

export function metaOf(request: RequestInfo, eventIdSeed?: string): CommandMeta {
  return {
    actorId: request.actor?.userId ?? null,
    actorRole: request.actor?.role ?? 'public',
    correlationId: request.correlationId,
    now: request.now,
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
