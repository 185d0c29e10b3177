import {
  CASE_COMMENTS,
  CASE_FILE_AGENTS,
  CASE_FILE_USERS,
  CASE_FILES,
  CASE_FILES_PROJECTION,
  CASE_ROWS,
  type CaseCommentsDoc,
  type CaseFile,
  type CaseFileAgentDoc,
  type CaseFileDoc,
  type CaseFileUserDoc,
  type DocumentStatus,
  type EventMetadata,
  inCaseOrder,
} from '@portal/contracts';
import { type DocView, defineProjector, type ProjectedEvent } from '../../projector.js';
import {
  addedDocument,
  caseEventTypes,
  currentPhaseKeyOf,
  isStaffRole,
  nextPhase,
  phaseEntry,
  phaseView,
  planDocument,
  progressOf,
  timelineEntry,
  withResponsibles,
} from '../case-work.js';
import { putCase } from './rows.js';

type Agent = NonNullable<CaseFile['agent']>;
type TimelineItem = CaseFile['timeline'][number];
type Phase = CaseFile['phases'][number];

/** Every field a complete case file has before any work on it, for a document seen for the first time. */
function fresh(caseId: string): CaseFileDoc {
  return {
    caseId,
    agent: null,
    agentUserId: null,
    commentCount: 0,
    documentsAwaitingReview: 0,
    unreadClientActivity: 0,
    lastStaffActionAt: null,
  };
}

/**
 * An event on the case: its time is the case's last activity; a staff member's marks the client's activity
 * before it as seen, a client's adds one unseen.
 */
function touched(doc: CaseFileDoc, metadata: EventMetadata): CaseFileDoc {
  const at = metadata.occurredAt;
  const lastActivityAt = doc.lastActivityAt && doc.lastActivityAt > at ? doc.lastActivityAt : at;
  if (isStaffRole(metadata.actorRole))
    return { ...doc, lastActivityAt, lastStaffActionAt: at, unreadClientActivity: 0 };
  if (metadata.actorRole === 'client')
    return { ...doc, lastActivityAt, unreadClientActivity: (doc.unreadClientActivity ?? 0) + 1 };
  return { ...doc, lastActivityAt };
}

async function updateCase(
  view: DocView,
  caseId: string,
  metadata: EventMetadata,
  change: (doc: CaseFileDoc) => CaseFileDoc,
) {
  const doc = (await view.get<CaseFileDoc>(CASE_FILES, caseId)) ?? fresh(caseId);
  putCase(view, caseId, touched(change(doc), metadata));
}

/** A change of the recovery process: the case's revision becomes the event's revision in the process stream. */
function updateProcess(
  view: DocView,
  { metadata, revision }: Pick<ProjectedEvent, 'metadata' | 'revision'>,
  caseId: string,
  change: (doc: CaseFileDoc) => CaseFileDoc,
) {
  return updateCase(view, caseId, metadata, (doc) => ({ ...change(doc), revision }));
}

/** The phases after a change, with the case's progress and current phase that follow from them. */
function withPhases(doc: CaseFileDoc, phases: Phase[]): CaseFileDoc {
  return { ...doc, phases, progress: progressOf(phases), currentPhaseKey: currentPhaseKeyOf(phases) };
}

function withEntry(doc: CaseFileDoc, item: TimelineItem): CaseFileDoc {
  return { ...doc, timeline: inCaseOrder([...(doc.timeline ?? []), item]) };
}

/** The agent on the case: contact, responsible of the agent's phases, and a timeline entry. */
function withAgent(doc: CaseFileDoc, agent: Agent, at: string, eventId: string): CaseFileDoc {
  const assigned: CaseFileDoc = { ...doc, agent, agentUserId: agent.userId };
  const phases = doc.phases
    ? { phases: withResponsibles(doc.phases, doc.phaseResponsibles ?? [], agent.name) }
    : {};
  return withEntry(
    { ...assigned, ...phases },
    { id: eventId, ...timelineEntry('agentAssigned', at, { agentName: agent.name }) },
  );
}

/** The agent's user now has this case among theirs, and the agent id names that user. */
async function linkAgent(view: DocView, agent: Agent, caseId: string) {
  const user = await userOf(view, agent.userId);
  if (!user?.agentCases?.includes(caseId))
    view.put(CASE_FILE_USERS, agent.userId, {
      caseId: null,
      ...user,
      agentCases: [...(user?.agentCases ?? []), caseId],
    });
  view.put(CASE_FILE_AGENTS, agent.agentId, { userId: agent.userId } satisfies CaseFileAgentDoc);
}

/**
 * The agent's new phone, name or e-mail on the cases they have now (responsible of the agent's phases too); the
 * timeline keeps the name of the assignment, and it is no activity on the case.
 */
async function reviseAgent(
  view: DocView,
  userId: string,
  change: Partial<Pick<Agent, 'name' | 'phone' | 'email'>>,
) {
  const user = await userOf(view, userId);
  for (const caseId of user?.agentCases ?? []) {
    const doc = await view.get<CaseFileDoc>(CASE_FILES, caseId);
    if (!doc?.agent || doc.agent.userId !== userId) continue;
    const phases =
      change.name !== undefined && doc.phases
        ? { phases: withResponsibles(doc.phases, doc.phaseResponsibles ?? [], change.name) }
        : {};
    putCase(view, caseId, { ...doc, ...phases, agent: { ...doc.agent, ...change } });
  }
}

async function userOf(view: DocView, userId: string) {
  return view.get<CaseFileUserDoc>(CASE_FILE_USERS, userId);
}

/** Records which case is the client's (every event that names both), keeping what is known of them. */
async function linkCase(view: DocView, userId: string, caseId: string) {
  const user = await userOf(view, userId);
  if (user?.caseId === caseId) return user;
  const linked: CaseFileUserDoc = { ...user, caseId };
  view.put(CASE_FILE_USERS, userId, linked);
  return linked;
}

/** The case's comments document, created empty with the client it belongs to. */
async function ensureComments(view: DocView, caseId: string, clientUserId: string) {
  if (await view.get<CaseCommentsDoc>(CASE_COMMENTS, caseId)) return;
  const doc: CaseCommentsDoc = { caseId, clientUserId, comments: [] };
  view.put(CASE_COMMENTS, caseId, doc);
}

/**
 * A new name or e-mail of a user shows on their case from now on; it is no activity on the case (comments keep
 * the name their author had).
 */
async function reviseClientPerson(
  view: DocView,
  userId: string,
  change: { fullName: string } | { email: string },
) {
  const user = await userOf(view, userId);
  if (!user) return;
  view.put(CASE_FILE_USERS, userId, { ...user, ...change });
  if (!user.caseId) return;
  const doc = await view.get<CaseFileDoc>(CASE_FILES, user.caseId);
  if (doc?.client) putCase(view, user.caseId, { ...doc, client: { ...doc.client, ...change } });
}

/**
 * caseFiles: GET /api/cases/:caseId (and the staff's lists and comment counts), the follow-up comments of each
 * case, and the users the case files name. A registration's events may arrive in any order: the documents stay
 * partial until complete.
 */
export const caseFilesProjector = defineProjector({
  name: CASE_FILES_PROJECTION,
  // 2: the recovery's figures and its cancellation (the administration's recovery edit).
  // 3: the client's service plan and the contact they correct themselves.
  // 4: a client's new e-mail.
  // 5: the agent's new phone, name or e-mail on their cases.
  // 6: the one order of a case's history (by day, then as recorded: a milestone of today after this morning).
  // 7: the terms the client accepted with their plan, and when (servicePlanAcceptance).
  // 8: the legal hold of the case.
  // 9: each complete case's list row (caseRows): the staff's lists page and sort in the store.
  version: 9,
  collections: [CASE_FILES, CASE_ROWS, CASE_COMMENTS, CASE_FILE_USERS, CASE_FILE_AGENTS],
  handles: [
    ...caseEventTypes,
    'RecoveryFiguresRevised',
    'RecoveryProcessCancelled',
    'RecoveryProcessReopened',
    'RecoveryAgentAssigned',
    'CaseCommentAdded',
    'DocumentUploaded',
    'DocumentVerified',
    'DocumentRejected',
    'UserNameChanged',
    'UserEmailChanged',
    'AgentProfileRevised',
    'FraudCaseReviewed',
    'ClientServicePlanChosen',
    'ClientContactRevised',
    'LegalHoldPlaced',
    'LegalHoldLifted',
  ],
  async apply(projected, view) {
    const { event, metadata, eventId } = projected;
    const at = metadata.occurredAt;
    switch (event.type) {
      // The client's own choices show on their case page (no activity the agent must read: the plan is on the page).
      case 'ClientServicePlanChosen':
      case 'ClientContactRevised': {
        const user = await userOf(view, event.data.userId);
        const doc = user?.caseId ? await view.get<CaseFileDoc>(CASE_FILES, user.caseId) : undefined;
        if (!user?.caseId || !doc) return;
        if (event.type === 'ClientServicePlanChosen') {
          const { plan, terms, acceptedAt } = event.data;
          putCase(view, user.caseId, {
            ...doc,
            servicePlan: plan,
            servicePlanAcceptance:
              terms && acceptedAt
                ? { feePercent: terms.feePercent, timeframe: terms.timeframe, acceptedAt }
                : null,
          });
          return;
        }
        const { contactPhone, address, city, country } = event.data;
        if (doc.client)
          putCase(view, user.caseId, {
            ...doc,
            client: { ...doc.client, contactPhone, address, city, country },
          });
        return;
      }
      // The administration's corrections of the loss and the urgency (not activity the agent must read).
      case 'FraudCaseReviewed': {
        const { caseId, lossAmount, currency, urgencyLevel } = event.data;
        const doc = await view.get<CaseFileDoc>(CASE_FILES, caseId);
        if (!doc?.fraudCase) return;
        putCase(view, caseId, {
          ...doc,
          fraudCase: { ...doc.fraudCase, lossAmount, currency, urgencyLevel },
        });
        return;
      }
      // The case under legal hold, why and since when (not activity the agent must read).
      case 'LegalHoldPlaced':
      case 'LegalHoldLifted': {
        const doc = await view.get<CaseFileDoc>(CASE_FILES, event.data.caseId);
        if (!doc) return;
        putCase(view, event.data.caseId, {
          ...doc,
          legalHold:
            event.type === 'LegalHoldPlaced' ? { reason: event.data.reason, placedAt: event.data.at } : null,
        });
        return;
      }
      // The user may be the case's client or its agent.
      case 'UserNameChanged':
        await reviseClientPerson(view, event.data.userId, { fullName: event.data.fullName });
        return reviseAgent(view, event.data.userId, { name: event.data.fullName });
      case 'UserEmailChanged':
        await reviseClientPerson(view, event.data.userId, { email: event.data.email });
        return reviseAgent(view, event.data.userId, { email: event.data.email });
      case 'AgentProfileRevised': {
        const link = await view.get<CaseFileAgentDoc>(CASE_FILE_AGENTS, event.data.agentId);
        if (link) await reviseAgent(view, link.userId, { phone: event.data.phoneNumber });
        return;
      }
      case 'UserRegistered': {
        const { userId, fullName, email, role } = event.data;
        const user = await userOf(view, userId);
        view.put(CASE_FILE_USERS, userId, { caseId: null, ...user, fullName, email });
        if (role !== 'client' || !user?.caseId) return;
        return updateCase(view, user.caseId, metadata, (doc) =>
          doc.clientRecord ? { ...doc, client: { ...doc.clientRecord, fullName, email } } : doc,
        );
      }
      case 'ClientRegistered': {
        const d = event.data;
        const { pendingAgent, ...user } = await linkCase(view, d.userId, d.caseId);
        if (pendingAgent) {
          view.put(CASE_FILE_USERS, d.userId, user);
          await linkAgent(view, pendingAgent, d.caseId);
        }
        await ensureComments(view, d.caseId, d.userId);
        const clientRecord = {
          clientId: d.clientId,
          userId: d.userId,
          accountNumber: d.accountNumber,
          contactPhone: d.contactPhone,
          address: d.address,
          city: d.city,
          country: d.country,
          preferredContact: d.preferredContact,
        };
        return updateCase(view, d.caseId, metadata, (doc) => {
          const { fullName, email } = user;
          const named =
            fullName !== undefined && email !== undefined
              ? { ...doc, clientRecord, client: { ...clientRecord, fullName, email } }
              : { ...doc, clientRecord };
          if (!pendingAgent) return named;
          const { assignedAt, eventId: assignedBy, ...agent } = pendingAgent;
          return withAgent(named, agent, assignedAt, assignedBy);
        });
      }
      case 'FraudCaseReported': {
        const d = event.data;
        await linkCase(view, d.userId, d.caseId);
        await ensureComments(view, d.caseId, d.userId);
        return updateCase(view, d.caseId, metadata, (doc) => ({
          ...doc,
          fraudCase: {
            fraudType: d.fraudType,
            platform: d.platform,
            fraudDate: d.fraudDate,
            urgencyLevel: d.urgencyLevel,
            description: d.description,
            evidence: d.evidence,
            previousAttempts: d.previousAttempts,
            lossAmount: d.lossAmount,
            currency: d.currency,
          },
        }));
      }
      case 'RecoveryProcessOpened': {
        const d = event.data;
        await linkCase(view, d.userId, d.caseId);
        return updateProcess(view, projected, d.caseId, (doc) =>
          withEntry(
            withPhases(
              {
                ...doc,
                caseNumber: d.caseNumber,
                openedAt: at,
                priority: d.priority,
                estimatedCompletion: null,
                phaseResponsibles: d.phases.map((p) => p.responsibleKind),
                requiredDocuments: d.requiredDocuments.map(planDocument),
                recovery: {
                  originalAmount: d.originalAmount,
                  recoveredAmount: '0',
                  pendingAmount: d.originalAmount,
                  currency: d.currency,
                  cancelled: false,
                },
              },
              d.phases.map((p) => phaseView(p, doc.agent?.name ?? null)),
            ),
            { id: eventId, ...timelineEntry('caseOpened', at, { caseNumber: d.caseNumber }) },
          ),
        );
      }
      case 'ClientAssignedToAgent': {
        const d = event.data;
        const agent = {
          agentId: d.agentId,
          userId: d.agentUserId,
          name: d.agentName,
          phone: d.agentPhone,
          email: d.agentEmail,
        };
        const user = await userOf(view, d.userId);
        // The client stream holds ClientRegistered before any assignment, so the log never takes this path;
        // it keeps the projector independent of the order of a registration's events, as the others are.
        if (!user?.caseId) {
          const waiting: CaseFileUserDoc = {
            caseId: null,
            ...user,
            pendingAgent: { ...agent, assignedAt: at, eventId },
          };
          view.put(CASE_FILE_USERS, d.userId, waiting);
          return;
        }
        await linkAgent(view, agent, user.caseId);
        return updateCase(view, user.caseId, metadata, (doc) => withAgent(doc, agent, at, eventId));
      }
      case 'RecoveryAgentAssigned': {
        // Written on the process stream: it moves the revision an edit's If-Match must carry.
        const caseId = (await userOf(view, event.data.userId))?.caseId;
        if (!caseId) return;
        return updateProcess(view, projected, caseId, (doc) => doc);
      }
      case 'CaseCommentAdded': {
        const d = event.data;
        const author = await userOf(view, d.authorId);
        const comments = (await view.get<CaseCommentsDoc>(CASE_COMMENTS, d.caseId)) ?? {
          caseId: d.caseId,
          clientUserId: d.userId,
          comments: [],
        };
        const updated: CaseCommentsDoc = {
          ...comments,
          comments: [
            ...comments.comments,
            {
              id: d.commentId,
              content: d.content,
              commentType: d.commentType,
              isVisibleToClient: d.isVisibleToClient,
              createdAt: d.postedAt,
              authorName: author?.fullName ?? '',
              authorId: d.authorId,
            },
          ],
        };
        view.put(CASE_COMMENTS, d.caseId, updated);
        return updateCase(view, d.caseId, metadata, (doc) => ({
          ...doc,
          commentCount: updated.comments.length,
        }));
      }
      case 'RecoveryPhaseStarted':
      case 'RecoveryPhaseCompleted': {
        const e = event;
        return updateProcess(view, projected, e.data.caseId, (doc) => {
          const phases = (doc.phases ?? []).map((p) => (p.key === e.data.phaseKey ? nextPhase(p, e) : p));
          const phase = phases.find((p) => p.key === e.data.phaseKey);
          if (!phase) return doc;
          return withEntry(withPhases(doc, phases), { id: eventId, ...phaseEntry(e, phase) });
        });
      }
      case 'RecoveryPhaseProgressSet': {
        const e = event;
        return updateProcess(view, projected, e.data.caseId, (doc) =>
          withPhases(
            doc,
            (doc.phases ?? []).map((p) => (p.key === e.data.phaseKey ? nextPhase(p, e) : p)),
          ),
        );
      }
      case 'CaseMilestoneRecorded': {
        const { caseId, milestoneId, title, description, occurredOn } = event.data;
        return updateProcess(view, projected, caseId, (doc) => {
          const byAgent = doc.agent != null && doc.agent.userId === metadata.actorId;
          const agentName = byAgent ? (doc.agent?.name ?? null) : null;
          return withEntry(doc, {
            id: milestoneId,
            ...timelineEntry('milestone', occurredOn, { title, description, agentName }),
          });
        });
      }
      case 'RequiredDocumentAdded': {
        const added = addedDocument(event.data);
        return updateProcess(view, projected, event.data.caseId, (doc) => ({
          ...doc,
          requiredDocuments: [...(doc.requiredDocuments ?? []), added],
        }));
      }
      case 'RequiredDocumentRemoved': {
        const { documentId } = event.data;
        return updateProcess(view, projected, event.data.caseId, (doc) => ({
          ...doc,
          requiredDocuments: (doc.requiredDocuments ?? []).filter((d) => d.documentId !== documentId),
        }));
      }
      case 'RecoveryPlanRevised': {
        const { priority, estimatedCompletion } = event.data;
        return updateProcess(view, projected, event.data.caseId, (doc) => ({
          ...doc,
          priority,
          estimatedCompletion,
        }));
      }
      case 'RecoveryFiguresRevised': {
        const { originalAmount, recoveredAmount, pendingAmount } = event.data;
        return updateProcess(view, projected, event.data.caseId, (doc) => ({
          ...doc,
          ...(doc.recovery && {
            recovery: { ...doc.recovery, originalAmount, recoveredAmount, pendingAmount },
          }),
        }));
      }
      case 'RecoveryProcessCancelled':
      case 'RecoveryProcessReopened': {
        const cancelled = event.type === 'RecoveryProcessCancelled';
        return updateProcess(view, projected, event.data.caseId, (doc) => ({
          ...doc,
          ...(doc.recovery && { recovery: { ...doc.recovery, cancelled } }),
        }));
      }
      // A document sent is client activity awaiting review until staff verify or reject it (the case's revision
      // is the process stream's: a document's events do not change it).
      case 'DocumentUploaded':
        return updateCase(view, event.data.caseId, metadata, (doc) =>
          withDocumentStatus(doc, event.data.documentId, 'in_review'),
        );
      case 'DocumentVerified':
      case 'DocumentRejected': {
        const status = event.type === 'DocumentVerified' ? 'verified' : 'rejected';
        return updateCase(view, event.data.caseId, metadata, (doc) =>
          withDocumentStatus(doc, event.data.documentId, status),
        );
      }
    }
  },
});

/** The case with one document's status, and how many of its documents await a review. */
function withDocumentStatus(doc: CaseFileDoc, documentId: string, status: DocumentStatus): CaseFileDoc {
  const documentStatuses = { ...doc.documentStatuses, [documentId]: status };
  const documentsAwaitingReview = Object.values(documentStatuses).filter((s) => s === 'in_review').length;
  return { ...doc, documentStatuses, documentsAwaitingReview };
}
