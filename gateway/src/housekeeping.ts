import type { BlobStore, DocumentStore, PortalConfig, Stores } from '@portal/platform';
import type { Sessions } from './auth/sessions.js';
import { purgeUncompletedUploads, purgeUnusedNewsImages } from './documents/cleanup.js';
import type { Logger } from './log.js';

/**
 * The process's periodic clean-ups: expired sessions every 15 minutes; uploads whose bytes arrived but were never
 * completed, and news images no article names, after a day (hourly, where gateways serve uploads). Answers the
 * function that stops them.
 */
export function startHousekeeping(deps: {
  config: PortalConfig;
  stores: Stores;
  sessions: Sessions;
  log: Logger;
}): () => void {
  const { config, stores, sessions, log } = deps;
  const purge = setInterval(() => {
    sessions.purge(new Date()).catch((error) => log.error('session purge failed', error));
  }, 15 * 60_000);
  purge.unref();
  const sweep = (
    what: string,
    task: (documents: DocumentStore, blobs: BlobStore, now: Date) => Promise<number>,
  ) =>
    task(stores.documents, stores.blobs, new Date())
      .then((removed) => {
        if (removed > 0) log.info(`${what} removed`, { removed });
      })
      .catch((error) => log.error(`${what}: clean-up failed`, error));
  const uploadsCleanup =
    config.role === 'all' || config.role === 'gateway'
      ? setInterval(() => {
          void sweep('uncompleted uploads', purgeUncompletedUploads);
          void sweep('unused news images', purgeUnusedNewsImages);
        }, 60 * 60_000)
      : undefined;
  uploadsCleanup?.unref();
  return () => {
    clearInterval(purge);
    clearInterval(uploadsCleanup);
  };
}
