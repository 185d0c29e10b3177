import { randomUUID } from 'node:crypto';
import { recordErasure } from '@portal/command-service';
import type { EventMetadata } from '@portal/contracts';
import { PersonalDataEventStore, type Stores } from '@portal/platform';
import { readModelProjectors, rebuildProjections } from '@portal/projections';
import { forgetAnswersOf } from '@portal/query-service';
import type { Logger } from '../log.js';
import type { SecurityLog } from '../security-log.js';
import { findPerson } from './erasure-person.js';
import { deleteBlobs, deleteMailFiles, endSessions, redactSecurityLog } from './erasure-traces.js';

export { ErasureRefusedError } from './erasure-person.js';

/** Who is erased, on whose order, for which ARCO request. */
export interface ErasureRequest {
  /** The person's user id (for an applicant who never got an account: the user id their application reserved). */
  userId: string;
  /** Who ordered it: a staff member's user id, or `system` (an operator's command). */
  erasedBy: string;
  /** The ARCO request that asked for it (null: erased otherwise). */
  requestId: string | null;
  /** The role the events record for `erasedBy` (default: admin; `system` when erasedBy is `system`). */
  actorRole?: EventMetadata['actorRole'];
  /** The address the order came from, for the security log (default `-`). */
  address?: string;
  /** The HTTP request's id, for the event's correlation and the security log (default: a new uuid). */
  correlationId?: string;
}

/** What was done: ids and counts only. */
export interface ErasureReport {
  userId: string;
  /** The keys destroyed: the user's, and their agent record's and agent applications' when they had them. */
  subjectIds: string[];
  /** False when a PersonalDataErased was there already (a repeated erasure completes the clean-up). */
  recorded: boolean;
  /** The position of PersonalDataErased in the log (what read models must reach). */
  position: string | undefined;
  blobsDeleted: number;
  sessionsEnded: number;
  mailFilesDeleted: number;
  jobsRemoved: number;
  securityLogLinesRemoved: number;
  countersRemoved: number;
  /** The projections rebuilt (each switched in, or the error that stopped it). */
  projections: { name: string; error: string | null }[];
}

export interface ErasureDeps {
  stores: Pick<Stores, 'events' | 'documents' | 'blobs' | 'limits' | 'personalKeys' | 'compact'>;
  /** The job queue of the side effects (its jobs may name the person); `compact` on the embedded one. */
  queue: { removeJobsNaming(values: readonly string[]): Promise<number>; compact?(): Promise<void> };
  /** Where the `.eml` transport writes (DATA_DIR/mail without SMTP_URL); null with SMTP. */
  mailDir: string | null;
  /** The security log's file (SECURITY_LOG; `-` or null: standard output, which this process cannot rewrite). */
  securityLogFile: string | null;
  /** Where the erasure itself is recorded (who and when, ids only). */
  securityLog: Pick<SecurityLog, 'record'>;
  /** Rebuilds every projection (default: each of readModelProjectors, one after another, switched in). */
  rebuild?: (
    events: Stores['events'],
    documents: Stores['documents'],
  ) => Promise<ErasureReport['projections']>;
  log?: Logger;
  now?: () => Date;
}

/** Every projection rebuilt from one read of the log (each read opens every sealed value again). */
async function rebuildAll(
  events: Stores['events'],
  documents: Stores['documents'],
): Promise<ErasureReport['projections']> {
  const results = await rebuildProjections({ projectors: readModelProjectors, events, documents });
  return results.map((result) => ({ name: result.name, error: result.failure?.message ?? null }));
}

/**
 * Erases a person: what identifies them is read first (their e-mails, names, phones, usernames, their
 * documents' bytes); then their blobs are deleted (bytes another person's document, an upload or a news article
 * holds stay), their sessions ended, the `.eml` files addressed to them deleted, the jobs naming them removed, the
 * lines of the security log and the counters naming them removed; then their keys are destroyed (user, agent record,
 * applications) and PersonalDataErased recorded; every projection is rebuilt, so the read models show ERASED_TEXT
 * where they were; the file clean-up runs once more (a mail sent meanwhile); the security log records who erased
 * and when (ids only); and the embedded SQLite files are compacted, so no free page keeps what was deleted.
 *
 * The keys go before the event: once any process reads PersonalDataErased, the store holds only tombstones, so
 * evicting its cached keys and reading the store again cannot bring one back. A crash in the middle is finished
 * by calling it again (every step is idempotent; the event is recorded once). Refuses (ErasureRefusedError,
 * nothing changed) when the log holds their data in clear: run the migration first.
 */
export async function erasePerson(deps: ErasureDeps, request: ErasureRequest): Promise<ErasureReport> {
  const now = deps.now ?? (() => new Date());
  const { stores, log } = deps;
  if (!(stores.events instanceof PersonalDataEventStore))
    throw new Error('erasePerson needs the event store of openStores (it seals personal data)');
  const { userId, erasedBy } = request;
  const correlationId = request.correlationId ?? randomUUID();
  const person = await findPerson(stores.events, userId);
  const subjectIds = [...person.subjectIds];
  const jobValues = [...subjectIds, ...person.emails];
  const counterValues = [...subjectIds, ...person.usernames];

  const blobsDeleted = await deleteBlobs(stores, person, userId);
  let sessionsEnded = await endSessions(stores.documents, userId);
  let mailFilesDeleted = await deleteMailFiles(deps.mailDir, person);
  let jobsRemoved = await deps.queue.removeJobsNaming(jobValues);
  let securityLogLinesRemoved = await redactSecurityLog(deps.securityLogFile, person);
  let countersRemoved = await stores.limits.forget(counterValues);

  for (const subjectId of subjectIds) await stores.personalKeys.destroy(subjectId, erasedBy, now());
  const actorRole = request.actorRole ?? (erasedBy === 'system' ? 'system' : 'admin');
  const { position, recorded } = await recordErasure(
    stores.events,
    { userId, erasedBy, requestId: request.requestId, subjectIds },
    { actorId: erasedBy === 'system' ? null : erasedBy, actorRole, correlationId, now: now() },
  );
  const projections = await (deps.rebuild ?? rebuildAll)(stores.events, stores.documents);
  forgetAnswersOf(userId);

  // Whatever was written meanwhile (a mail sent, a job enqueued, a sign-in) goes too.
  sessionsEnded += await endSessions(stores.documents, userId);
  mailFilesDeleted += await deleteMailFiles(deps.mailDir, person);
  jobsRemoved += await deps.queue.removeJobsNaming(jobValues);
  securityLogLinesRemoved += await redactSecurityLog(deps.securityLogFile, person);
  countersRemoved += await stores.limits.forget(counterValues);
  deps.securityLog.record({
    event: 'personal_data_erased',
    outcome: 'succeeded',
    userId,
    actorId: erasedBy,
    address: request.address ?? '-',
    requestId: correlationId,
    ...(request.requestId ? { privacyRequestId: request.requestId } : {}),
  });
  await stores.compact();
  await deps.queue.compact?.();
  const report: ErasureReport = {
    userId,
    subjectIds,
    recorded,
    position,
    blobsDeleted,
    sessionsEnded,
    mailFilesDeleted,
    jobsRemoved,
    securityLogLinesRemoved,
    countersRemoved,
    projections,
  };
  const failed = projections.filter((p) => p.error !== null);
  if (failed.length > 0)
    log?.error('erasure: projections not rebuilt (they still show the erased data)', undefined, {
      userId,
      projections: failed,
    });
  log?.info('personal data erased', { ...report, projections: projections.length });
  return report;
}
