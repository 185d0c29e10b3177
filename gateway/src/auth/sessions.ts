import { randomBytes } from 'node:crypto';
import type { Role } from '@portal/contracts';
import { type DocumentStore, readShared, sha256Hex } from '@portal/platform';

/** Server-side sessions in the document store. The cookie holds a random 128-bit token; the store keeps its hash. */
export const SESSIONS = 'sessions';

/**
 * Where the session stands with the second factor. `passed`: signed in. `pending-code`: the password
 * passed and the code of an enrolled factor is due; `pending-enrol`: the password passed and the role requires a
 * factor the person has not enrolled yet. A pending session may only call the second factor's own routes.
 */
export type SecondFactorStanding = 'passed' | 'pending-enrol' | 'pending-code';

export interface SessionDoc {
  /** The SHA-256 of the token: the document's id. */
  id: string;
  userId: string;
  role: Role;
  createdAt: string;
  lastSeenAt: string;
  /** The absolute end; the idle end is lastSeenAt + idle timeout. */
  expiresAt: string;
  /**
   * Absent on sessions made before the second factor existed: the gateway ends such a session of a staff
   * member (they sign in again, with the factor) and counts an agent's or a client's as passed (they had none then).
   */
  secondFactor?: SecondFactorStanding;
  /** A TOTP secret shown to the person for enrolment, waiting for its first code. */
  pendingSecret?: string;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const TOUCH_EVERY_MS = 60_000;

export class Sessions {
  constructor(
    private readonly store: DocumentStore,
    private readonly policy: SessionPolicy,
  ) {}

  async create(
    userId: string,
    role: Role,
    now: Date,
    secondFactor: SecondFactorStanding = 'passed',
  ): Promise<string> {
    const token = randomBytes(16).toString('base64url');
    const doc: SessionDoc = {
      id: sha256Hex(token),
      userId,
      role,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.policy.absoluteMs).toISOString(),
      secondFactor,
    };
    await this.store.put(SESSIONS, doc.id, { ...doc });
    return token;
  }

  /** The live session of a token, touching it at most once a minute; an expired one is deleted. */
  async resolve(token: string, now: Date): Promise<SessionDoc | undefined> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return undefined;
    const id = sha256Hex(token);
    // Read on every request: the cache's shared copy (nothing parsed), which is never changed here.
    const doc = await readShared<SessionDoc>(this.store, SESSIONS, id);
    if (!doc) return undefined;
    const idleEnd = Date.parse(doc.lastSeenAt) + this.policy.idleMs;
    if (now.getTime() >= idleEnd || now.getTime() >= Date.parse(doc.expiresAt)) {
      await this.store.delete(SESSIONS, id);
      return undefined;
    }
    if (now.getTime() - Date.parse(doc.lastSeenAt) > TOUCH_EVERY_MS) {
      await this.store.put(SESSIONS, id, { ...doc, lastSeenAt: now.toISOString() });
    }
    return doc;
  }

  /** Keeps the secret an enrolment showed in the session of `token`, until a code confirms it (or another replaces it). */
  async setPendingSecret(token: string, session: SessionDoc, secret: string): Promise<void> {
    await this.store.put(SESSIONS, sha256Hex(token), { ...session, pendingSecret: secret });
  }

  async destroy(token: string): Promise<void> {
    await this.store.delete(SESSIONS, sha256Hex(token));
  }

  /** Ends every session of a user but the one given (after a password change). */
  async destroyOthers(userId: string, keepToken: string | undefined): Promise<void> {
    const keep = keepToken ? sha256Hex(keepToken) : undefined;
    for (const s of await this.store.list<SessionDoc>(SESSIONS, { where: { userId } })) {
      if (s.id !== keep) await this.store.delete(SESSIONS, s.id);
    }
  }

  /** Removes sessions past their absolute end (idle ones are removed when next seen). */
  async purge(now: Date): Promise<number> {
    return this.store.deleteWhereBefore(SESSIONS, 'expiresAt', now.toISOString());
  }
}
