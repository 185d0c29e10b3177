import { CASE_FILE_USERS, type CaseFileUserDoc } from '@portal/contracts';
import type { DocView, ProjectedEvent } from '../../projector.js';
import { phaseView, planDocument, timelineEntry } from '../case-work.js';
import { updateCase, updateProcess, withAgent, withEntry, withPhases } from './case-file.js';
import { ensureComments, linkAgent, linkCase, userOf } from './people.js';

/** The events that open a case file: a registration's, the client's agent, the process's own agent. */
export const registrationEventTypes = [
  'UserRegistered',
  'ClientRegistered',
  'FraudCaseReported',
  'RecoveryProcessOpened',
  'ClientAssignedToAgent',
  'RecoveryAgentAssigned',
] as const;

/**
 * A registration's events on the case file, in whatever order they arrive: the documents stay partial until
 * complete (an agent assigned before the client's record is known waits on the client's user).
 */
export async function applyRegistration(
  projected: ProjectedEvent<(typeof registrationEventTypes)[number]>,
  view: DocView,
): Promise<void> {
  const { event, metadata, eventId } = projected;
  const at = metadata.occurredAt;
  switch (event.type) {
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
  }
}
