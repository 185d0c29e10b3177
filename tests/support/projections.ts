import { join } from 'node:path';
import { PROJECTION_STATUS, type StoredProjectionStatus } from '@portal/projections';
import Database from 'better-sqlite3';

/** The stored status of each projection of an embedded data folder, by projection name. */
export function storedProjectionStatus(dataDir: string): Record<string, StoredProjectionStatus> {
  const db = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT id, body FROM documents WHERE collection = ?').all(PROJECTION_STATUS) as {
      id: string;
      body: string;
    }[];
    return Object.fromEntries(rows.map((r) => [r.id, JSON.parse(r.body) as StoredProjectionStatus]));
  } finally {
    db.close();
  }
}

/**
 * Waits until every named projection of a running embedded portal has stored `state` (after a start that
 * rebuilds, the portal answers before its read models are switched in).
 */
export async function waitForProjectionState(
  dataDir: string,
  names: readonly string[],
  state: StoredProjectionStatus['state'],
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = storedProjectionStatus(dataDir);
    if (names.every((n) => stored[n]?.state === state)) return;
    if (Date.now() > deadline) throw new Error(`projections not ${state} in time: ${JSON.stringify(stored)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const allProjections = [
  'users',
  'clientDashboard',
  'adminStats',
  'agents',
  'notifications',
  'caseFiles',
  'securityComments',
  'caseDocuments',
  'adminClients',
  'adminFraudCases',
  'agentApplications',
  'siteContent',
  'privacyConsents',
  'privacyRequests',
  'outcomes',
] as const;
