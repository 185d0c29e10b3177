import { type PrivacyNotice, type PrivacyStorage, privacyAccessRules } from '@portal/contracts';
import type { PortalConfig, RouteHandlers } from '@portal/platform';

/** Uploaded bytes go where the read models go: PostgreSQL, GridFS with MongoDB, files in the data folder embedded. */
const blobsBeside: Record<PortalConfig['documentStore']['kind'], PrivacyStorage['documents']> = {
  sqlite: 'files',
  postgres: 'postgres',
  mongodb: 'gridfs',
};

/**
 * GET /api/public/privacy-notice: the notice as configured now. The firm's part (responsible party,
 * contact, last update, retention, voluntary purposes) only when FIRM_CONFIG publishes it; what the portal states
 * from its own code always: the stores this process is configured with (kinds, never an address or a password),
 * and who may see what, from the route table.
 */
export function privacyNoticeOf(
  config: Pick<PortalConfig, 'privacy' | 'eventStore' | 'documentStore' | 'mail'>,
): PrivacyNotice {
  const published = config.privacy.published;
  return {
    configured: published !== null,
    version: config.privacy.version,
    updatedOn: published?.updatedOn ?? null,
    responsible: published && { legalName: published.legalName, address: published.address },
    contact: published?.contact ?? null,
    voluntaryPurposes: published?.voluntaryPurposes ?? [],
    retention: published?.retention ?? null,
    storage: {
      events: config.eventStore.kind,
      records: config.documentStore.kind,
      documents: blobsBeside[config.documentStore.kind],
      mail: config.mail.kind,
    },
    access: privacyAccessRules(),
  };
}

export function privacyNoticeRoutes(config: Parameters<typeof privacyNoticeOf>[0]) {
  const notice = privacyNoticeOf(config);
  return {
    privacyNotice: async () => ({ body: notice }),
  } satisfies RouteHandlers;
}
