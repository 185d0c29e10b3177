import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Doc, DocumentStore } from '../document-store/port.js';
import { type SubjectKey, subjectKey } from './seal.js';

/** The collection of the people's keys: one document per subject, outside the event log. */
export const PERSONAL_KEYS = 'personalKeys';

/** A subject's key wrapped by the master key, or the tombstone its destruction left (no key bytes). */
export type PersonalKeyDoc =
  | { subjectId: string; wrappedKey: string; createdAt: string }
  | { subjectId: string; destroyedAt: string; destroyedBy: string };

/** A sealed value names a subject that never had a key: the data or the key store is not the one it was sealed with. */
export class MissingPersonalKeyError extends Error {
  override readonly name = 'MissingPersonalKeyError';
  constructor(readonly subjectId: string) {
    super(
      `No personal data key exists for ${subjectId}, yet data sealed under it was read: the key store ` +
        '(personal-keys.sqlite, or personalKeys in MongoDB) is not the one this event log was written with',
    );
  }
}

/**
 * A document store that creates several documents in one transaction (one commit, one fsync for them all): each
 * only when none has its id, as `insert`; true for each created, in their order.
 */
export interface InsertsTogether {
  insertAll(collection: string, docs: readonly { id: string; body: Doc }[]): Promise<boolean[]>;
}

const insertsTogether = (store: DocumentStore): store is DocumentStore & InsertsTogether =>
  typeof (store as Partial<InsertsTogether>).insertAll === 'function';

interface PendingKey {
  subjectId: string;
  doc: PersonalKeyDoc;
  created: (created: boolean) => void;
  failed: (error: unknown) => void;
}

/** A subject's key as the cache holds it: the key, or the fact that it was destroyed. */
export type Cached = SubjectKey | 'destroyed';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const wrapData = (subjectId: string) => Buffer.from(`portal personal key\0${subjectId}`, 'utf8');

/**
 * The keys of personal data: each subject (a user, an agent record, an agent application) gets 32
 * random bytes the first time data of theirs is sealed, kept wrapped (AES-256-GCM) by the master key in the
 * document store, never in the log. Destroying a key replaces its document by a tombstone: from then on their
 * sealed data reads as erased, and new data of theirs is not kept.
 *
 * Unwrapped keys are cached in the process (at most `cacheSize`, the least recently used leaving first) for
 * `ttlMs`, so another process's erasure is seen within that time even by a process that reads no event after it;
 * a destruction seen here (by `destroy`, or a PersonalDataErased read from the log) evicts at once.
 *
 * New keys are stored by group commit when the store can insert together (InsertsTogether, the embedded one): the
 * keys made in one event-loop turn (concurrent registrations) share one transaction, so one fsync; each caller
 * gets its key only once that transaction is committed, so a key is still durable before any event sealed with it.
 */
export class PersonalKeyStore {
  private readonly cache = new Map<string, { key: Cached; until: number }>();
  private readonly loading = new Map<string, Promise<Cached | undefined>>();
  private pending: PendingKey[] = [];
  private readonly cacheSize: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly documents: DocumentStore,
    private readonly masterKey: Buffer,
    options: { cacheSize?: number; ttlMs?: number; now?: () => number } = {},
  ) {
    if (masterKey.length !== 32) throw new Error('The master key of personal data must be 32 bytes');
    this.cacheSize = options.cacheSize ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The key that seals new data of the subject, made (and stored durably) at its first use; 'destroyed' once erased. */
  async forSealing(subjectId: string): Promise<Cached> {
    const found = await this.forOpening(subjectId);
    if (found !== undefined) return found;
    const bytes = randomBytes(32);
    const doc: PersonalKeyDoc = {
      subjectId,
      wrappedKey: this.wrap(subjectId, bytes),
      createdAt: new Date(this.now()).toISOString(),
    };
    // Another process may make the same subject's key at the same moment: the first insert wins, and both use it.
    if (await this.insertKey(subjectId, doc)) return this.remember(subjectId, subjectKey(subjectId, bytes));
    this.evict(subjectId);
    const stored = await this.forOpening(subjectId);
    if (stored === undefined) throw new MissingPersonalKeyError(subjectId);
    return stored;
  }

  /** The subject's key when the cache holds it fresh (no store read); undefined otherwise. */
  cached(subjectId: string): Cached | undefined {
    const cached = this.cache.get(subjectId);
    return cached && (cached.key === 'destroyed' || cached.until > this.now()) ? cached.key : undefined;
  }

  /** The key that opens the subject's sealed data: 'destroyed' once erased, undefined when none was ever made. */
  async forOpening(subjectId: string): Promise<Cached | undefined> {
    const cached = this.cache.get(subjectId);
    if (cached && (cached.key === 'destroyed' || cached.until > this.now())) {
      // Most recently used last.
      this.cache.delete(subjectId);
      this.cache.set(subjectId, cached);
      return cached.key;
    }
    let loading = this.loading.get(subjectId);
    if (!loading) {
      loading = this.load(subjectId).finally(() => this.loading.delete(subjectId));
      this.loading.set(subjectId, loading);
    }
    return loading;
  }

  async isDestroyed(subjectId: string): Promise<boolean> {
    return (await this.forOpening(subjectId)) === 'destroyed';
  }

  /** Replaces the subject's key by a tombstone (also when it had none: nothing of theirs is kept from now on). */
  async destroy(subjectId: string, destroyedBy: string, at: Date): Promise<void> {
    const tombstone: PersonalKeyDoc = { subjectId, destroyedAt: at.toISOString(), destroyedBy };
    await this.documents.put(PERSONAL_KEYS, subjectId, tombstone);
    this.cache.delete(subjectId);
    this.cache.set(subjectId, { key: 'destroyed', until: Number.POSITIVE_INFINITY });
  }

  /** Forgets the cached key of the subject: the next use reads the store again. */
  evict(subjectId: string): void {
    this.cache.delete(subjectId);
  }

  /** Stores a new key (true) unless the subject has one already (false): grouped with this turn's others. */
  private insertKey(subjectId: string, doc: PersonalKeyDoc): Promise<boolean> {
    if (!insertsTogether(this.documents)) return this.documents.insert(PERSONAL_KEYS, subjectId, doc);
    return new Promise<boolean>((created, failed) => {
      this.pending.push({ subjectId, doc, created, failed });
      if (this.pending.length === 1) setImmediate(() => void this.insertPending());
    });
  }

  private async insertPending(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      if (!insertsTogether(this.documents)) throw new Error('The key store no longer inserts together');
      const created = await this.documents.insertAll(
        PERSONAL_KEYS,
        batch.map(({ subjectId, doc }) => ({ id: subjectId, body: doc })),
      );
      batch.forEach((pending, i) => {
        pending.created(created[i] === true);
      });
    } catch (error) {
      for (const pending of batch) pending.failed(error);
    }
  }

  private async load(subjectId: string): Promise<Cached | undefined> {
    const doc = await this.documents.get<PersonalKeyDoc>(PERSONAL_KEYS, subjectId);
    if (!doc) return undefined;
    if (!('wrappedKey' in doc)) return this.remember(subjectId, 'destroyed');
    return this.remember(subjectId, subjectKey(subjectId, this.unwrap(subjectId, doc.wrappedKey)));
  }

  private remember(subjectId: string, key: Cached): Cached {
    // A destruction is final: a load that began before it does not bring the key back.
    if (this.cache.get(subjectId)?.key === 'destroyed') return 'destroyed';
    this.cache.delete(subjectId);
    this.cache.set(subjectId, { key, until: this.now() + this.ttlMs });
    while (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return key;
  }

  private wrap(subjectId: string, bytes: Buffer): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.masterKey, iv);
    cipher.setAAD(wrapData(subjectId));
    const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  private unwrap(subjectId: string, wrapped: string): Buffer {
    const bytes = Buffer.from(wrapped, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.masterKey, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(wrapData(subjectId));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new Error(
        `La clave de datos personales de ${subjectId} no se abre con PERSONAL_DATA_KEY: la clave maestra no es ` +
          `con la que se guardó. / The personal data key of ${subjectId} does not open with PERSONAL_DATA_KEY: ` +
          'the master key is not the one it was stored with (restore the right key or the data folder).',
      );
    }
  }
}
