import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FileBlobStore } from './blob-store/files.js';
import type { BlobStore } from './blob-store/port.js';
import type { PortalConfig } from './config.js';
import { CachedDocumentStore } from './document-store/cached.js';
import type { DocumentStore } from './document-store/port.js';
import { SqliteDocumentStore } from './document-store/sqlite.js';
import type { EventStore } from './event-store/port.js';
import { SqliteEventStore } from './event-store/sqlite.js';
import { PERSONAL_KEYS, PersonalKeyStore } from './privacy/key-store.js';
import { PersonalDataEventStore } from './privacy/personal-data-event-store.js';
import type { RateLimits } from './rate-limits/port.js';
import { sqliteRateLimits } from './rate-limits/sqlite.js';

/** The embedded file of the people's keys of personal data, beside the read models (never rebuilt: back it up). */
export const PERSONAL_KEYS_FILE = 'personal-keys.sqlite';

/** The event log's size for the operator's console: events stored and bytes on disk (null when unknown). */
export interface LogSize {
  events: number;
  bytes: number | null;
}

export interface Stores {
  /** The event log, its declared personal data sealed on append and opened on read (privacy/). */
  events: EventStore;
  documents: DocumentStore;
  /** Counters shared by every gateway process (throttling). */
  limits: RateLimits;
  /** The bytes of uploaded documents: files under <dataDir>/blobs embedded, GridFS with MongoDB. */
  blobs: BlobStore;
  /** The keys of personal data, one per person, outside the log: what an erasure destroys. */
  personalKeys: PersonalKeyStore;
  /** The log's size; null where the store cannot tell (EventStoreDB: its positions are byte offsets). */
  logSize(): Promise<LogSize | null>;
  /**
   * Rewrites the embedded SQLite stores beside the log (read models, keys, counters) without free pages and
   * empties their WALs, so nothing deleted (an erased person's data) stays in their files. Nothing on MongoDB.
   */
  compact(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the event store, the document store and the blob store the configuration names. */
export async function openStores(
  config: Pick<PortalConfig, 'eventStore' | 'documentStore' | 'dataDir' | 'personalDataKey'>,
): Promise<Stores> {
  if (config.eventStore.kind === 'postgres' && config.documentStore.kind === 'postgres')
    return openPostgresStores(config.eventStore.url, config.personalDataKey);
  if (config.eventStore.kind === 'postgres' || config.documentStore.kind === 'postgres')
    throw new Error('PostgreSQL holds both the events and the documents (DATABASE_URL), never one of them');
  const log: EventStore =
    config.eventStore.kind === 'sqlite'
      ? new SqliteEventStore(config.eventStore.file)
      : new (await import('./event-store/esdb.js')).EsdbEventStore(config.eventStore.url);
  // Embedded, the read models' single-document reads (sessions, users, a client's dashboard) come from memory, kept
  // exact by this process's writes and by SQLite's data_version for another process's. MongoDB has no such signal
  // for a write of another gateway process: there every read goes to the database.
  let readModels: SqliteDocumentStore | null = null;
  let documents: DocumentStore;
  if (config.documentStore.kind === 'sqlite') {
    readModels = new SqliteDocumentStore(config.documentStore.file);
    documents = new CachedDocumentStore(readModels);
  } else
    documents = await (await import('./document-store/mongo.js')).MongoDocumentStore.connect(
      config.documentStore.url,
      config.documentStore.database,
    );
  const beside = (file: string) =>
    config.documentStore.kind === 'sqlite' && config.documentStore.file !== ':memory:'
      ? join(dirname(config.documentStore.file), file)
      : ':memory:';
  const limits: RateLimits =
    config.documentStore.kind === 'sqlite'
      ? sqliteRateLimits(beside('rate-limits.sqlite'))
      : await (await import('./rate-limits/mongo.js')).mongoRateLimits(
          config.documentStore.url,
          config.documentStore.database,
        );
  // Embedded, the keys have a file of their own: the read models' file may be thrown away and rebuilt from the
  // log, the keys may not, and every key is on disk (synchronous FULL) before the first event sealed with it.
  const keyDocuments =
    config.documentStore.kind === 'sqlite'
      ? new SqliteDocumentStore(beside(PERSONAL_KEYS_FILE), { synchronous: 'FULL' })
      : documents;
  const personalKeys = new PersonalKeyStore(keyDocuments, config.personalDataKey);
  const events = new PersonalDataEventStore(log, personalKeys);
  const gridFs =
    config.documentStore.kind === 'sqlite'
      ? null
      : await (await import('./blob-store/gridfs.js')).GridFsBlobStore.connect(
          config.documentStore.url,
          config.documentStore.database,
        );
  const eventsFile = config.eventStore.kind === 'sqlite' ? config.eventStore.file : null;
  return {
    events,
    documents,
    limits,
    blobs: gridFs ?? FileBlobStore.inDataDir(config.dataDir),
    personalKeys,
    // SQLite: the last position is the row count (events are never deleted), the bytes the file's and its WAL's.
    logSize: async () =>
      eventsFile === null
        ? null
        : { events: Number(BigInt((await log.lastPosition()) ?? '0')), bytes: fileBytes(eventsFile) },
    compact: async () => {
      for (const store of new Set([readModels, keyDocuments]))
        if (store instanceof SqliteDocumentStore) await store.compact();
      await limits.compact?.();
    },
    close: async () => {
      await events.close();
      await documents.close();
      if (keyDocuments !== documents) await keyDocuments.close();
      await limits.close();
      await gridFs?.close();
    },
  };
}

/**
 * The most connections each store of one process opens (lazily), plus one LISTEN connection of the event store: at
 * most 16 a process, so six processes (three gateways, projections, two workers) stay within the 97 connections
 * PostgreSQL's default of 100 leaves to other roles than superusers (deploy/compose.yaml raises it besides).
 */
const POSTGRES_POOLS = { events: 5, documents: 6, limits: 1, blobs: 3 } as const;

/**
 * Everything in one PostgreSQL database (DATABASE_URL): the log, the read models and the keys of personal data (a
 * collection of the document store, as on MongoDB), the counters and the uploaded bytes. Every read goes to the
 * database: another process's writes send no signal a cache could follow. After an erasure, the keys' table is
 * written anew and the read models' tables vacuumed (PostgresDocumentStore.compact).
 */
async function openPostgresStores(url: string, personalDataKey: Buffer): Promise<Stores> {
  const { PostgresEventStore } = await import('./event-store/postgres.js');
  const { PostgresDocumentStore } = await import('./document-store/postgres.js');
  const { postgresRateLimits } = await import('./rate-limits/postgres.js');
  const { PostgresBlobStore } = await import('./blob-store/postgres.js');
  const opened: { close(): Promise<void> }[] = [];
  const open = async <T extends { close(): Promise<void> }>(store: Promise<T> | T): Promise<T> => {
    const ready = await store;
    opened.push(ready);
    return ready;
  };
  // Each store closed even when one before it fails, in the reverse of their opening; a second call gets the first.
  let closing: Promise<void> | undefined;
  const closeAll = () => {
    closing ??= (async () => {
      const results = await Promise.allSettled([...opened].reverse().map((store) => store.close()));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    })();
    return closing;
  };
  try {
    const log = await open(PostgresEventStore.connect(url, { max: POSTGRES_POOLS.events }));
    const documents = await open(PostgresDocumentStore.connect(url, POSTGRES_POOLS.documents));
    const limits = await open(postgresRateLimits(url, POSTGRES_POOLS.limits));
    const blobs = await open(PostgresBlobStore.connect(url, { max: POSTGRES_POOLS.blobs }));
    const personalKeys = new PersonalKeyStore(documents, personalDataKey);
    const events = new PersonalDataEventStore(log, personalKeys);
    return {
      events,
      documents,
      limits,
      blobs,
      personalKeys,
      logSize: () => log.size(),
      compact: () => documents.compact([PERSONAL_KEYS]),
      close: closeAll,
    };
  } catch (error) {
    await closeAll().catch(() => {}); // the error that stopped the opening is the one to tell
    throw error;
  }
}

function fileBytes(file: string): number | null {
  try {
    return statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
  } catch {
    return null;
  }
}
