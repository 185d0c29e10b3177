import { dirname, join } from 'node:path';
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
  close(): Promise<void>;
}

/** Opens the event store and the document store the configuration names. */
export async function openStores(
  config: Pick<PortalConfig, 'eventStore' | 'documentStore'>,
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
  return {
    events,
    documents,
    limits,
    close: async () => {
      await events.close();
      await documents.close();
      await limits.close();
    },
  };
}
