import {
  ADMIN_FRAUD_CASE_USERS,
  ADMIN_FRAUD_CASES,
  ADMIN_FRAUD_CASES_PROJECTION,
  type AdminFraudCaseDoc,
  type AdminFraudCaseUserDoc,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { followClientPerson, personEventTypes } from '../client-people.js';

async function updateCase(
  view: DocView,
  caseId: string,
  change: (doc: AdminFraudCaseDoc) => AdminFraudCaseDoc,
) {
  const doc = (await view.get<AdminFraudCaseDoc>(ADMIN_FRAUD_CASES, caseId)) ?? {};
  view.put(ADMIN_FRAUD_CASES, caseId, change(doc));
}

/**
 * adminFraudCases: GET /api/fraud-cases (staff-admin.md §3 'Fraud case', each with its client's user), the
 * administration's review, and the review stream's revision (-1 before the first review) an edit's If-Match
 * sends. An agent lists the cases of the clients assigned to them (`agentUserId`).
 */
export const adminFraudCasesProjector = defineProjector({
  name: ADMIN_FRAUD_CASES_PROJECTION,
  // 2: a client's new e-mail.
  version: 2,
  collections: [ADMIN_FRAUD_CASES, ADMIN_FRAUD_CASE_USERS],
  handles: [...personEventTypes, 'FraudCaseReported', 'FraudCaseReviewed', 'ClientAssignedToAgent'],
  async apply({ event, metadata, revision }, view) {
    switch (event.type) {
      case 'UserRegistered':
      case 'UserNameChanged':
      case 'UserEmailChanged': {
        const followed = await followClientPerson<AdminFraudCaseUserDoc>(view, ADMIN_FRAUD_CASE_USERS, event);
        const { caseId } = followed?.person ?? {};
        const user = followed?.user;
        if (caseId && user) await updateCase(view, caseId, (doc) => ({ ...doc, client: { user } }));
        return;
      }
      case 'FraudCaseReported': {
        const d = event.data;
        const known = (await view.get<AdminFraudCaseUserDoc>(ADMIN_FRAUD_CASE_USERS, d.userId)) ?? {};
        view.put(ADMIN_FRAUD_CASE_USERS, d.userId, { ...known, caseId: d.caseId });
        return updateCase(view, d.caseId, (doc) => ({
          // A review that arrived first (another stream) wins over the reported values.
          lossAmount: d.lossAmount,
          currency: d.currency,
          urgencyLevel: d.urgencyLevel,
          adminComments: '',
          isProcessed: false,
          revision: -1,
          agentUserId: null,
          ...doc,
          id: d.caseId,
          userId: d.userId,
          fraudType: d.fraudType,
          platform: d.platform,
          description: d.description,
          evidence: d.evidence,
          fraudDate: d.fraudDate,
          preferredContact: d.preferredContact,
          createdAt: metadata.occurredAt,
          ...(known.fullName !== undefined && known.email !== undefined
            ? { client: { user: { fullName: known.fullName, email: known.email } } }
            : {}),
        }));
      }
      case 'FraudCaseReviewed': {
        const { caseId, userId: _, ...review } = event.data;
        return updateCase(view, caseId, (doc) => ({ ...doc, ...review, revision }));
      }
      case 'ClientAssignedToAgent': {
        const known = await view.get<AdminFraudCaseUserDoc>(ADMIN_FRAUD_CASE_USERS, event.data.userId);
        if (!known?.caseId) return;
        const agentUserId = event.data.agentUserId;
        return updateCase(view, known.caseId, (doc) => ({ ...doc, agentUserId }));
      }
    }
  },
});
