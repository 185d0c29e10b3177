import { PRIVACY_CONSENTS, type PrivacyConsentsDoc, type RouteResponse } from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';

/**
 * GET /api/privacy/my-consents: one key lookup. A renewal is due when the last notice the person accepted is not
 * the one in force, or they accepted none (a person registered before the notice existed).
 */
async function myConsents(
  documents: DocumentStore,
  userId: string,
  currentVersion: string,
): Promise<RouteResponse<'myConsents'>> {
  const doc = await documents.get<PrivacyConsentsDoc>(PRIVACY_CONSENTS, userId);
  const inForce = doc?.inForce ?? null;
  return {
    currentVersion,
    renewalDue: inForce?.noticeVersion !== currentVersion,
    inForce,
    history: [...(doc?.history ?? [])].reverse(),
  };
}

/** The person's privacy consents, against the notice in force (`noticeVersion`). */
export function consentRoutes(documents: DocumentStore, noticeVersion: string) {
  return {
    myConsents: async ({ actor }) => ({ body: await myConsents(documents, actor.userId, noticeVersion) }),
  } satisfies RouteHandlers;
}
