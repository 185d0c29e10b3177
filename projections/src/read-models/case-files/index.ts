import {
  CASE_COMMENTS,
  CASE_FILE_AGENTS,
  CASE_FILE_USERS,
  CASE_FILES,
  CASE_FILES_PROJECTION,
  CASE_ROWS,
  type CaseCommentsDoc,
  type CaseFileAgentDoc,
  type CaseFileDoc,
} from '@portal/contracts';
import { defineProjector, isOneOf } from '../../projector.js';
import { caseEventTypes } from '../case-work.js';
import { updateCase, withDocumentStatus } from './case-file.js';
import { reviseAgent, reviseClientPerson, userOf } from './people.js';
import { applyProcessWork, processWorkEventTypes } from './process-work.js';
import { applyRegistration, registrationEventTypes } from './registration.js';
import { putCase } from './rows.js';

/**
 * caseFiles: GET /api/cases/:caseId (and the staff's lists and comment counts), the follow-up comments of each
 * case, and the users the case files name. A registration's events may arrive in any order: the documents stay
 * partial until complete. Its parts: the case file's changes (case-file), the people it names (people), a
 * registration's events (registration), the work on the process (process-work), the list rows (rows).
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
    if (isOneOf(projected, registrationEventTypes)) return applyRegistration(projected, view);
    if (isOneOf(projected, processWorkEventTypes)) return applyProcessWork(projected, view);
    const { event, metadata } = projected;
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
