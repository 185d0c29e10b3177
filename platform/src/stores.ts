import { dirname, join } from 'node:path';
import { FileBlobStore } from './blob-store/files.js';
import type { BlobStore } from './blob-store/port.js';
import type { PortalConfig } from './config.js';
import type { DocumentStore } from './document-store/port.js';
import { SqliteDocumentStore } from './document-store/sqlite.js';
import type { EventStore } from './event-store/port.js';
import { SqliteEventStore } from './event-store/sqlite.js';
import type { RateLimits } from './rate-limits/port.js';
import { sqliteRateLimits } from './rate-limits/sqlite.js';

export interface Stores {
  events: EventStore;
  documents: DocumentStore;
  /** Counters shared by every gateway process (throttling). */
  limits: RateLimits;
  /** The bytes of uploaded documents: files under <dataDir>/blobs embedded, GridFS with MongoDB. */
  blobs: BlobStore;
  close(): Promise<void>;
}

/** Opens the event store, the document store and the blob store the configuration names. */
export async function openStores(
  config: Pick<PortalConfig, 'eventStore' | 'documentStore' | 'dataDir'>,
): Promise<Stores> {
  const events: EventStore =
    config.eventStore.kind === 'sqlite'
      ? new SqliteEventStore(config.eventStore.file)
      : new (await import('./event-store/esdb.js')).EsdbEventStore(config.eventStore.url);
  const documents: DocumentStore =
    config.documentStore.kind === 'sqlite'
      ? new SqliteDocumentStore(config.documentStore.file)
      : await (await import('./document-store/mongo.js')).MongoDocumentStore.connect(
          config.documentStore.url,
          config.documentStore.database,
        );
  const limits: RateLimits =
    config.documentStore.kind === 'sqlite'
      ? sqliteRateLimits(
          config.documentStore.file === ':memory:'
            ? ':memory:'
            : join(dirname(config.documentStore.file), 'rate-limits.sqlite'),
        )
      : await (await import('./rate-limits/mongo.js')).mongoRateLimits(
          config.documentStore.url,
          config.documentStore.database,
        );
  const gridFs =
    config.documentStore.kind === 'sqlite'
      ? null
      : await (await import('./blob-store/gridfs.js')).GridFsBlobStore.connect(
          config.documentStore.url,
          config.documentStore.database,
        );
  return {
    events,
    documents,
    limits,
    blobs: gridFs ?? FileBlobStore.inDataDir(config.dataDir),
    close: async () => {
      await events.close();
      await documents.close();
      await limits.close();
      await gridFs?.close();
    },
  };
}
