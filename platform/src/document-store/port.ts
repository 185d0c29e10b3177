/**
 * The document store port: read models, sessions and checkpoints. JSON documents by collection and id.
 * Projection writes are idempotent: a document remembers the global position of the last event applied
 * to it, and a write carrying an older or equal position changes nothing.
 */

export type Doc = Record<string, unknown>;

export interface StoredDoc<T extends object = Doc> {
  id: string;
  body: T;
  /** The position of the last event applied to this document (projection writes); undefined otherwise. */
  position?: string;
}

export type DocWrite =
  | { kind: 'put'; collection: string; id: string; body: Doc }
  | { kind: 'delete'; collection: string; id: string };

/**
 * Documents matching `text`, ignoring case and accents: the text is split on whitespace and every word must occur
 * in one of the fields (dotted paths of the body); a word of 3 or more characters anywhere in a field, a word of 1
 * or 2 characters at the start of a word of it. On a collection that declares `search`, its declared fields and
 * full-text index are used.
 */
export interface TextSearch {
  fields: readonly string[];
  text: string;
}

/** What a collection is read by. */
export interface CollectionIndexes {
  /** Each entry: one index on these body fields in this order (dotted paths); the store appends the id. */
  indexes?: readonly (readonly string[])[];
  /** The body fields `search` looks in: a folded (accent- and case-free) full-text index over them. */
  search?: readonly string[];
}
export type IndexDeclarations = Readonly<Record<string, CollectionIndexes>>;

/** A sort key: a field of the body, ascending unless `desc`. */
export interface SortKey {
  field: string;
  desc?: boolean;
}

export interface ListOptions {
  /** Equality filter on top-level fields of the body. */
  where?: Record<string, string | number | boolean | null>;
  search?: TextSearch;
  limit?: number;
  /** How many matching documents to skip (after ordering). */
  offset?: number;
  /** Field of the body to order by (ascending unless `desc`; ties by id, in the same direction). */
  orderBy?: string;
  desc?: boolean;
  /** Further sort keys after orderBy (ties still by id). */
  thenBy?: readonly SortKey[];
  /** Only the documents with these ids (a list of counts takes the ids on screen). */
  ids?: readonly string[];
}

/** One projection's part of commitProjections: as commitProjection's arguments. */
export interface ProjectionCommit {
  projection: string;
  writes: DocWrite[];
  position: string;
  expected?: { position: string | undefined };
}

/** How one projection's part went: committed, or rolled back alone with `error` (CheckpointConflictError, …). */
export interface ProjectionCommitResult {
  projection: string;
  error?: unknown;
}

export interface DocumentStore {
  get<T extends object = Doc>(collection: string, id: string): Promise<T | undefined>;
  /** The document with the position of the last event applied to it (projections skip events at or before it). */
  getStored<T extends object = Doc>(collection: string, id: string): Promise<StoredDoc<T> | undefined>;
  put(collection: string, id: string, body: Doc): Promise<void>;
  /**
   * Creates the document only when none has that id: true when it was created, false when one was there (left
   * as it was). Atomic, even between processes: of two inserts of one id, exactly one creates it.
   */
  insert(collection: string, id: string, body: Doc): Promise<boolean>;
  delete(collection: string, id: string): Promise<void>;
  /** The stored JSON text of a document, byte for byte as written (no parse): the hot path sends it as is. */
  getRaw(collection: string, id: string): Promise<string | undefined>;
  list<T extends object = Doc>(collection: string, options?: ListOptions): Promise<T[]>;
  /** count(collection) with no filter and no search answers from a counter (O(1)); with a filter, from an index. */
  count(collection: string, where?: ListOptions['where'], search?: TextSearch): Promise<number>;
  /**
   * The indexes each collection is read by. Idempotent; the SQLite store keeps them in its file, creates them for
   * the collection's current documents, and again whenever a reset or a rebuild's switch gives the collection a
   * fresh physical home (in any process). Indexes no longer declared for a declared collection are dropped;
   * collections left out of the call keep what they had.
   */
  declareIndexes(declarations: IndexDeclarations): Promise<void>;

  /**
   * Applies a projection's writes for events up to `position` and moves its checkpoint there, as one unit
   * where the engine allows (SQLite: one transaction). Each write is skipped when its document already holds
   * a position at or after `position`, so replaying the same events changes nothing.
   * With `expected` (compare-and-set) the checkpoint must still be `expected.position` (undefined:
   * none yet) or nothing is written and CheckpointConflictError is thrown: a rebuild switched in meanwhile.
   */
  commitProjection(
    projection: string,
    writes: DocWrite[],
    position: string,
    expected?: { position: string | undefined },
  ): Promise<void>;
  /**
   * commitProjection for several projections at once (the feed's batch for every up-to-date projection), as one
   * unit where the engine allows (SQLite: one transaction, each projection's part in a savepoint of its own;
   * MongoDB: one projection after the other). The guarantees stay per projection: a part whose checkpoint moved
   * (CheckpointConflictError) or whose writes failed is rolled back alone and its error reported for it, the
   * others are committed. One result per commit, in their order. A failure of the whole unit (the store itself)
   * is thrown, and then nothing is committed (SQLite) or each part may have been (MongoDB: replays are exact).
   */
  commitProjections(commits: readonly ProjectionCommit[]): Promise<ProjectionCommitResult[]>;
  /** The stored checkpoint of a projection, or undefined before its first event. */
  checkpoint(projection: string): Promise<string | undefined>;

  /** Deletes the documents of a collection whose string field `field` is lower than `before` (expiry). */
  deleteWhereBefore(collection: string, field: string, before: string): Promise<number>;

  /** Removes every document of these collections and the named checkpoints. */
  reset(collections: string[], projections: string[]): Promise<void>;
  /**
   * The switch-over of a rebuild: each `to` collection takes the documents of its `from` collection (which
   * is emptied), and checkpoint `to` takes the value of checkpoint `from`, as one unit where the engine allows.
   */
  replaceCollections(
    pairs: { from: string; to: string }[],
    checkpoint: { from: string; to: string },
  ): Promise<void>;
  close(): Promise<void>;
}

/** The checkpoint is not the one the writer read: a rebuild switched collections and checkpoint in meanwhile. */
export class CheckpointConflictError extends Error {
  override readonly name = 'CheckpointConflictError';
  constructor(
    readonly projection: string,
    readonly expected: string | undefined,
    readonly actual: string | undefined,
  ) {
    super(`Checkpoint of ${projection} is ${actual ?? 'none'}, not ${expected ?? 'none'}`);
  }
}
