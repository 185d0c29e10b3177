import {
  CASE_DOCUMENTS,
  CASE_FILES,
  type CaseDocumentDoc,
  type CaseFileDoc,
  caseErrors,
  DomainError,
} from '@portal/contracts';
import type { DocumentStore, EventStore, RecordedEvent } from '@portal/platform';

/** The events of one case: its streams' events in the global order, and the case file they are about. */
export interface CaseEvents {
  caseId: string;
  file: CaseFileDoc;
  /** Every event of the case's own streams (client record, fraud case, its review, recovery process, documents). */
  events: RecordedEvent[];
  /** The streams of the people the case names (the client, staff who acted on it): for names, as the live read model. */
  people: RecordedEvent[];
}

const byPosition = (a: RecordedEvent, b: RecordedEvent) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : 0;

/**
 * Finds a case (by id, or by case number as the staff's URLs carry it) and reads its streams: the client
 * record's (its registration names the recovery process), the fraud case's, the administration's review, the
 * recovery process's and each document's; then the user streams of the client and of everyone who acted on
 * them. Read from the event log, not from a read model: nothing to migrate, and what happened before a read
 * model existed is there too.
 */
export async function readCaseEvents(
  events: EventStore,
  documents: DocumentStore,
  key: string,
): Promise<CaseEvents> {
  const file =
    (await documents.get<CaseFileDoc>(CASE_FILES, key)) ??
    (await documents.list<CaseFileDoc>(CASE_FILES, { where: { caseNumber: key }, limit: 1 }))[0];
  const caseId = file?.caseId;
  const clientId = file?.client?.clientId;
  if (!file || !caseId || !clientId) throw new DomainError('not_found', caseErrors.caseNotFound);
  const client = await events.readStream(`client-${clientId}`);
  const registered = client.find((e) => e.type === 'ClientRegistered')?.data as
    | { processId?: string }
    | undefined;
  const docs = await documents.list<CaseDocumentDoc>(CASE_DOCUMENTS, { where: { caseId } });
  const streams = [
    `fraudCase-${caseId}`,
    `fraudCaseReview-${caseId}`,
    ...(registered?.processId ? [`recoveryProcess-${registered.processId}`] : []),
    ...docs.map((d) => `caseDocument-${d.id}`),
    // The client's downloads of their data (PersonalDataExported), which compliance reads here.
    ...(file.client?.userId ? [`privacy-access-${file.client.userId}`] : []),
  ];
  const own = [client, ...(await Promise.all(streams.map((s) => events.readStream(s))))]
    .flat()
    .sort(byPosition);
  const peopleIds = new Set<string>();
  if (file.client?.userId) peopleIds.add(file.client.userId);
  for (const e of own) {
    const actorId = (e.metadata as { actorId?: string | null }).actorId;
    if (actorId) peopleIds.add(actorId);
  }
  const people = (await Promise.all([...peopleIds].map((id) => events.readStream(`user-${id}`)))).flat();
  return { caseId, file, events: own, people: people.sort(byPosition) };
}

/** The names of the people who acted on the case, as the users read model knows them today. */
export async function actorNames(
  source: CaseEvents,
  nameOf: (userId: string) => Promise<string | null>,
): Promise<(userId: string) => string | null> {
  const names = new Map<string, string | null>();
  for (const e of source.events) {
    const id = (e.metadata as { actorId?: string | null }).actorId;
    if (id && !names.has(id)) names.set(id, await nameOf(id));
  }
  return (id) => names.get(id) ?? null;
}
