import type {
  Doc,
  DocumentStore,
  DocWrite,
  IndexDeclarations,
  ListOptions,
  ProjectionCommit,
  ProjectionCommitResult,
  StoredDoc,
  TextSearch,
} from './port.js';

/** A store that says when another connection (another process) committed to it: a number that then changes. */
export interface ForeignChanges {
  foreignChanges(): number;
}

export interface CacheOptions {
  /** The characters of stored JSON the cache may hold (absent documents count a few); the least recently read go first. */
  maxChars?: number;
}

const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

/** A cached document: its stored text (null: not there) and, once asked for, its frozen parse shared by every caller. */
interface Entry {
  raw: string | null;
  shared?: object;
  /** Read since it was last passed over by a trim: it gets a second chance (a hit only sets this flag). */
  read?: boolean;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
/** What an entry costs beyond its text (the key, the map's slot): so a cache of absences is bounded too. */
const ENTRY_OVERHEAD = 64;
const SEP = '\u0000';

/**
 * The document store with its single-document reads (`get`, `getRaw`) served from memory, kept exact:
 * - every write made through this object (put, insert, delete, commitProjection, deleteWhereBefore, reset,
 *   replaceCollections) evicts what it may have changed, as soon as the write is issued and again when it settles;
 *   a read that was under way while any write happened is answered but not kept;
 * - a write made by another connection (another process: a gateway beside the projections, the rebuild command) is
 *   learned from the store's `foreignChanges()` at the first read of each turn of the event loop, and empties the
 *   cache: a read in a later turn than the other process's commit sees it.
 * The cached value is the stored JSON text: `get` parses it anew for each caller (no caller can change what another
 * reads), `getRaw` answers it as is. Lists, counts and `getStored` (the projections' own reads) go to the store.
 */
export class CachedDocumentStore implements DocumentStore {
  /** By collection and id. Map order: oldest first (a read entry moves to the end when a trim passes it). */
  private readonly entries = new Map<string, Entry>();
  private chars = 0;
  private readonly maxChars: number;
  /** Moves on every eviction: a read that began before it does not fill the cache. */
  private epoch = 0;
  private seen: number;

  constructor(
    readonly inner: DocumentStore & ForeignChanges,
    options: CacheOptions = {},
  ) {
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.seen = inner.foreignChanges();
  }

  /** How many documents (present or absent) the cache holds now. */
  get size(): number {
    return this.entries.size;
  }

  /** A shared parse counts as much again as its text. */
  private static costOf(entry: Entry): number {
    return (entry.raw?.length ?? 0) * (entry.shared ? 2 : 1) + ENTRY_OVERHEAD;
  }

  /** Whether this turn of the event loop has looked at the store's foreign changes already. */
  private looked = false;
  private readonly lookAgain = () => {
    this.looked = false;
  };

  /**
   * Another connection committed since the last look: nothing cached can be trusted. Looked at once per turn of the
   * event loop (SQLite's data_version takes a read lock: 2–3 µs): another process's commit reaches this one only as
   * I/O (a request, a message), which is handled in a later turn, whose first read looks again.
   */
  private syncForeign(): void {
    if (this.looked) return;
    this.looked = true;
    setImmediate(this.lookAgain);
    const now = this.inner.foreignChanges();
    if (now !== this.seen) {
      this.seen = now;
      this.clear();
    }
  }

  private clear(): void {
    this.entries.clear();
    this.chars = 0;
    this.epoch++;
  }

  private evict(collection: string, id: string): void {
    const key = collection + SEP + id;
    const had = this.entries.get(key);
    if (had !== undefined) {
      this.entries.delete(key);
      this.chars -= CachedDocumentStore.costOf(had);
    }
    this.epoch++;
  }

  private evictCollections(collections: Iterable<string>): void {
    const prefixes = [...collections].map((c) => c + SEP);
    for (const [key, entry] of this.entries) {
      if (prefixes.some((p) => key.startsWith(p))) {
        this.entries.delete(key);
        this.chars -= CachedDocumentStore.costOf(entry);
      }
    }
    this.epoch++;
  }

  private remember(key: string, entry: Entry): void {
    const cost = CachedDocumentStore.costOf(entry);
    if (cost > this.maxChars) return;
    this.entries.set(key, entry);
    this.chars += cost;
    this.trim();
  }

  /**
   * Entries leave, oldest first, until the cache is within its budget; one read since the last trim passed it moves
   * to the end instead, once (a second chance: close to least recently read first, without reordering on every hit).
   */
  private trim(): void {
    let passes = this.entries.size;
    for (const [oldest, value] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      if (value.read && passes-- > 0) {
        value.read = false;
        this.entries.set(oldest, value);
      } else this.chars -= CachedDocumentStore.costOf(value);
    }
  }

  /** The cached entry of a document, read from the store on a miss (and kept unless a write overlapped the read). */
  private async entryOf(collection: string, id: string): Promise<{ key: string; entry: Entry }> {
    this.syncForeign();
    const key = collection + SEP + id;
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      hit.read = true;
      return { key, entry: hit };
    }
    const epoch = this.epoch;
    const entry: Entry = { raw: (await this.inner.getRaw(collection, id)) ?? null };
    if (epoch === this.epoch && !this.entries.has(key)) this.remember(key, entry);
    return { key, entry };
  }

  async getRaw(collection: string, id: string): Promise<string | undefined> {
    return (await this.entryOf(collection, id)).entry.raw ?? undefined;
  }

  /**
   * The document as one deeply frozen object that every caller shares until the document changes: for what is read
   * on every request (a session, its user), which then parses nothing. A caller must not (and cannot) change it.
   */
  async getShared<T extends object = Doc>(collection: string, id: string): Promise<Readonly<T> | undefined> {
    const { key, entry } = await this.entryOf(collection, id);
    if (entry.raw === null) return undefined;
    if (entry.shared === undefined) {
      const shared = deepFreeze(JSON.parse(entry.raw) as T);
      if (this.entries.get(key) !== entry) return shared;
      this.chars -= CachedDocumentStore.costOf(entry);
      entry.shared = shared;
      this.chars += CachedDocumentStore.costOf(entry);
      this.trim();
    }
    return entry.shared as Readonly<T>;
  }

  async get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined> {
    const raw = await this.getRaw(collection, id);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined> {
    return this.inner.getStored<T>(collection, id);
  }

  /** Runs a write: what it may change is evicted when it is issued (a SQLite write is done by then) and when it settles. */
  private async writing<R>(write: Promise<R>, evict: () => void): Promise<R> {
    evict();
    try {
      return await write;
    } finally {
      evict();
    }
  }

  put(collection: string, id: string, body: Doc): Promise<void> {
    return this.writing(this.inner.put(collection, id, body), () => this.evict(collection, id));
  }

  insert(collection: string, id: string, body: Doc): Promise<boolean> {
    return this.writing(this.inner.insert(collection, id, body), () => this.evict(collection, id));
  }

  delete(collection: string, id: string): Promise<void> {
    return this.writing(this.inner.delete(collection, id), () => this.evict(collection, id));
  }

  commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void> {
    return this.writing(this.inner.commitProjection(projection, writes, position, expected), () => {
      for (const w of writes) this.evict(w.collection, w.id);
    });
  }

  commitProjections(commits: readonly ProjectionCommit[]): Promise<ProjectionCommitResult[]> {
    return this.writing(this.inner.commitProjections(commits), () => {
      for (const { writes } of commits) for (const w of writes) this.evict(w.collection, w.id);
    });
  }

  deleteWhereBefore(collection: string, field: string, before: string): Promise<number> {
    return this.writing(this.inner.deleteWhereBefore(collection, field, before), () =>
      this.evictCollections([collection]),
    );
  }

  reset(collections: string[], projections: string[]): Promise<void> {
    return this.writing(this.inner.reset(collections, projections), () => this.evictCollections(collections));
  }

  replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void> {
    return this.writing(this.inner.replaceCollections(pairs, checkpoint), () =>
      this.evictCollections(pairs.flatMap((p) => [p.from, p.to])),
    );
  }

  list<T extends object = Doc>(collection: string, options?: ListOptions): Promise<T[]> {
    return this.inner.list<T>(collection, options);
  }

  count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number> {
    return this.inner.count(collection, where, search);
  }

  checkpoint(projection: string): Promise<string | undefined> {
    return this.inner.checkpoint(projection);
  }

  declareIndexes(declarations: IndexDeclarations): Promise<void> {
    return this.inner.declareIndexes(declarations);
  }

  foreignChanges(): number {
    return this.inner.foreignChanges();
  }

  close(): Promise<void> {
    this.clear();
    return this.inner.close();
  }
}

/**
 * A document for a read that only looks at it: the cache's shared frozen copy where the store is cached, else a parse
 * of its own. Either way the caller must not change it.
 */
export function readShared<T extends object>(
  store: DocumentStore,
  collection: string,
  id: string,
): Promise<Readonly<T> | undefined> {
  return store instanceof CachedDocumentStore
    ? store.getShared<T>(collection, id)
    : store.get<T>(collection, id);
}
