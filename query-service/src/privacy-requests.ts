import {
  apiErrors,
  businessDaysLeft,
  CASE_COMMENTS,
  CASE_DOCUMENTS,
  CASE_FILE_USERS,
  CASE_FILES,
  type CaseCommentsDoc,
  type CaseDocumentDoc,
  type CaseFileDoc,
  type CaseFileUserDoc,
  caseFileSchema,
  DOCUMENT_ACCESS_LOG,
  type DocumentAccessLogDoc,
  DomainError,
  dayInMexico,
  type ListQuery,
  type MyData,
  NOTIFICATIONS,
  type NotificationKind,
  type NotificationsDoc,
  type OwnPrivacyRequest,
  ownPrivacyRequestSchema,
  PRIVACY_REQUESTS,
  type PrivacyQueueRow,
  type PrivacyRequestDoc,
  type PrivacyRequestKind,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { Actor, DocumentStore, RouteHandlers } from '@portal/platform';
import { type Page, paged, pageFromStore } from './listing.js';

/** The requests of one person, newest first. */
async function requestsOf(documents: DocumentStore, userId: string): Promise<PrivacyRequestDoc[]> {
  return documents.list<PrivacyRequestDoc>(PRIVACY_REQUESTS, {
    where: { userId },
    orderBy: 'filedAt',
    desc: true,
  });
}

/** The kinds of the requests a person has pending (a new one of those kinds waits for their answer). */
export async function openPrivacyRequestKinds(
  documents: DocumentStore,
  userId: string,
): Promise<PrivacyRequestKind[]> {
  return (await requestsOf(documents, userId)).filter((r) => r.status === 'pending').map((r) => r.kind);
}

/** GET /api/privacy/requests: the signed-in person's requests, newest first, as they read them. */
async function myPrivacyRequests(documents: DocumentStore, actor: Actor): Promise<OwnPrivacyRequest[]> {
  return (await requestsOf(documents, actor.userId)).map((r) => ownPrivacyRequestSchema.parse(r));
}

/** The case of a user (a client's; null for anyone without one) as the case files know it. */
async function caseOf(documents: DocumentStore, userId: string): Promise<CaseFileDoc | undefined> {
  const link = await documents.get<CaseFileUserDoc>(CASE_FILE_USERS, userId);
  return link?.caseId ? documents.get<CaseFileDoc>(CASE_FILES, link.caseId) : undefined;
}

/**
 * GET /api/privacy/requests/queue (administration and compliance): every request with who filed it (name and
 * username as they are today, the case number) and its clock on `now`'s day in Mexico City. Pending ones first,
 * the one due soonest on top; then the answered ones, the latest answer first. Searched by name, username, case
 * number or reason; sorted on request by filedAt, dueOn, name, kind or status; paged in the store.
 */
async function privacyRequestQueue(
  documents: DocumentStore,
  query: ListQuery | undefined,
  now: Date,
): Promise<Page<PrivacyQueueRow>> {
  const today = dayInMexico(now);
  const page = await pageFromStore<PrivacyRequestDoc>(documents, PRIVACY_REQUESTS, query, {
    search: privacyQueueSearch,
    sorts: {
      queue: 'queueOrder',
      filedAt: 'filedAt',
      dueOn: 'dueOn',
      name: 'fullName',
      kind: 'kind',
      status: 'status',
    },
    defaultSort: 'queue',
  });
  return {
    rows: page.rows.map((doc) => {
      const left = doc.status === 'pending' ? businessDaysLeft(today, doc.dueOn) : null;
      return {
        ...ownPrivacyRequestSchema.parse(doc),
        userId: doc.userId,
        fullName: doc.fullName ?? '',
        username: doc.username ?? '',
        caseNumber: doc.caseNumber ?? null,
        businessDaysLeft: left,
        overdue: left !== null && left < 0,
      };
    }),
    total: page.total,
  };
}

/** The fields a search of the queue looks in. */
export const privacyQueueSearch = ['fullName', 'username', 'caseNumber', 'reason'] as const;

/** Notifications to an agent about one of their clients: their facts name that client, so the copy keeps none. */
const aboutAnotherPerson = new Set<NotificationKind>([
  'clientDocumentSent',
  'clientPlanChosen',
  'clientContactChanged',
]);

/**
 * GET /api/privacy/my-data: everything the firm's read models hold about the signed-in person (their consents come
 * from the event log, read by the caller). Nothing of another person: staff by name and role only (what the
 * person's own screens show), another client's attempt to open a document by role only, no address.
 */
export async function myData(
  documents: DocumentStore,
  actor: Actor,
  input: { consents: MyData['consents']; now: Date },
): Promise<MyData> {
  const userId = actor.userId;
  const user = await documents.get<UserDoc>(USERS, userId);
  if (!user) throw new DomainError('not_found', apiErrors.notFound);
  const stored = await caseOf(documents, userId);
  const parsed = stored ? caseFileSchema.safeParse(stored) : undefined;
  const file = parsed?.success && parsed.data.client.userId === userId ? parsed.data : null;
  const sent = file
    ? (
        await documents.list<CaseDocumentDoc>(CASE_DOCUMENTS, {
          where: { caseId: file.caseId },
          orderBy: 'uploadedAt',
        })
      ).filter((d) => d.clientUserId === userId)
    : [];
  const fileNames = new Map(sent.map((d) => [d.id, d.fileName]));
  const accesses = file
    ? await documents.list<DocumentAccessLogDoc>(DOCUMENT_ACCESS_LOG, {
        where: { caseId: file.caseId },
        orderBy: 'at',
        desc: true,
      })
    : [];
  const comments = file ? await documents.get<CaseCommentsDoc>(CASE_COMMENTS, file.caseId) : undefined;
  const notifications = await documents.get<NotificationsDoc>(NOTIFICATIONS, userId);
  return {
    generatedAt: input.now.toISOString(),
    profile: {
      userId,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
      createdAt: user.createdAt ?? null,
      client: file
        ? {
            clientId: file.client.clientId,
            accountNumber: file.client.accountNumber,
            contactPhone: file.client.contactPhone,
            address: file.client.address,
            city: file.client.city,
            country: file.client.country,
            preferredContact: file.client.preferredContact,
            servicePlan: file.servicePlan,
            servicePlanAcceptance: file.servicePlanAcceptance,
          }
        : null,
    },
    case: file
      ? {
          caseId: file.caseId,
          caseNumber: file.caseNumber,
          openedAt: file.openedAt,
          fraudCase: file.fraudCase,
          recovery: file.recovery,
          priority: file.priority,
          estimatedCompletion: file.estimatedCompletion,
          progress: file.progress,
          currentPhaseKey: file.currentPhaseKey,
          agentName: file.agent?.name ?? null,
          phases: file.phases,
          requiredDocuments: file.requiredDocuments,
          timeline: file.timeline,
          documents: sent.map((d) => ({
            id: d.id,
            fileName: d.fileName,
            contentType: d.contentType,
            size: d.size,
            sha256: d.sha256,
            status: d.status,
            uploadedAt: d.uploadedAt,
            rejectionReason: d.rejectionReason,
            reviewedAt: d.reviewedAt,
          })),
        }
      : null,
    // The same rule as the client's own case view: only what staff made visible, never an internal note.
    comments: (comments?.clientUserId === userId ? comments.comments : [])
      .filter((c) => c.isVisibleToClient)
      .map((c) => ({ id: c.id, content: c.content, commentType: c.commentType, createdAt: c.createdAt })),
    consents: input.consents,
    privacyRequests: await myPrivacyRequests(documents, actor),
    notifications: (notifications?.items ?? []).map((n) => ({
      id: n.id,
      kind: n.kind,
      facts: aboutAnotherPerson.has(n.kind) ? null : n.facts,
      postedAt: n.postedAt,
      readAt: n.readAt,
    })),
    documentAccesses: accesses
      .filter((a) => fileNames.has(a.documentId))
      .map((a) => ({
        documentId: a.documentId,
        fileName: fileNames.get(a.documentId) ?? '',
        actorName: a.actorRole === 'client' && a.actorId !== userId ? null : a.actorName,
        actorRole: a.actorRole,
        action: a.action,
        outcome: a.outcome,
        at: a.at,
      })),
  };
}

/** ARCO requests: the person's own, and the administration's queue with its legal clock. */
export function privacyRequestRoutes(documents: DocumentStore) {
  return {
    myPrivacyRequests: async ({ actor }) => ({ body: await myPrivacyRequests(documents, actor) }),
    privacyRequestQueue: async ({ query, now }) => paged(await privacyRequestQueue(documents, query, now)),
  } satisfies RouteHandlers;
}
