import {
  adminErrors,
  adminToasts,
  contentAdminTexts,
  DomainError,
  legalHoldTexts,
  optionsTexts,
  secondFactorErrors,
  staffToasts,
  toasts,
} from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import { assignClient } from './agent/assign-client.js';
import { createAgent } from './agent/create-agent.js';
import { reviseAgent } from './agent/revise-agent.js';
import { approveAgentApplication, rejectAgentApplication } from './agent-application/decide.js';
import { submitAgentApplication } from './agent-application/submit.js';
import { linkDocumentToRequirement } from './case-document/link-requirement.js';
import { reviewDocument } from './case-document/review-document.js';
import { chooseServicePlan, reviseOwnContact } from './client/own-client.js';
import { reviseClientByAdmin } from './client/revise-client.js';
import { type CommandDeps, latest, metaOf } from './context.js';
import { addCaseComment } from './fraud-case/add-comment.js';
import { liftLegalHold, placeLegalHold } from './fraud-case/legal-hold.js';
import { reviewFraudCase } from './fraud-case-review/review-case.js';
import { keyedRequest } from './identity/request-key.js';
import { markNotificationRead } from './notification/mark-read.js';
import { privacyConsentRoutes } from './privacy-consent/routes.js';
import { filePrivacyRequest } from './privacy-request/requests.js';
import { recordMilestone } from './recovery-process/record-milestone.js';
import { addRequiredDocument, removeRequiredDocument } from './recovery-process/required-documents.js';
import { revisePlan } from './recovery-process/revise-plan.js';
import { reviseRecovery } from './recovery-process/revise-recovery.js';
import { setPhase } from './recovery-process/set-phase.js';
import { registerClient } from './registration/register-client.js';
import { resetSecondFactor } from './second-factor/commands.js';
import { deleteSecurityComment, reviseSecurityComment } from './security-comment/change.js';
import { publishSecurityComment } from './security-comment/publish.js';
import { change, publish } from './site-content/handlers.js';
import { articleFields, indicatorFields, indicators, news } from './site-content/kinds.js';
import { setPasswordByAdmin, updateUserByAdmin } from './user/admin-update.js';
import { changePassword } from './user/change-password.js';
import { createStaffUser } from './user/create-staff-user.js';

/**
 * The write routes this service answers, by route name of the contracts' table. Each handler is typed by its
 * route: its request carries the route's validated body, and it must answer the route's response.
 */
export function commandRoutes(deps: CommandDeps) {
  return {
    registerClient: async (request) => {
      const { result, position } = await registerClient(deps, request.body, request);
      return { body: result, position };
    },
    changePassword: async (request) => {
      const position = await changePassword(deps, request.body, request);
      return {
        body: { ok: true, message: toasts.passwordChanged.description },
        position,
        credentialsChangedFor: request.actor.userId,
      };
    },
    adminCreateUser: async (request) => {
      // Every role this route gives administers or audits the portal: a superadministrator's decision.
      if (request.actor.role !== 'superadmin') throw new DomainError('forbidden', adminErrors.superadminOnly);
      // With an Idempotency-Key (the screen sends one) a retry after a lost answer creates the account once.
      const keyed = await keyedRequest(deps, request, 'adminCreateUser', request.body, ['password']);
      const { userId, position } = await createStaffUser(deps, keyed.meta, request.body);
      return { body: { ok: true, id: userId }, position: latest(position, await keyed.record()) };
    },
    adminUpdateUser: async (request) => {
      const { revision, position, deactivated } = await updateUserByAdmin(deps, request, {
        userId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      // A deactivated user's sessions end at once (every one: the caller is someone else).
      return {
        body: { ok: true, revision },
        position,
        ...(deactivated ? { credentialsChangedFor: request.params.id } : {}),
      };
    },
    adminUserPassword: async (request) => {
      const position = await setPasswordByAdmin(deps, request, {
        userId: request.params.id,
        newPassword: request.body.newPassword,
      });
      return {
        body: { ok: true, message: adminToasts.passwordChanged.description },
        position,
        credentialsChangedFor: request.params.id,
      };
    },
    // Issue 21: the person enrols again at their next sign-in; their sessions end now.
    adminResetSecondFactor: async (request) => {
      // No read model shows a factor: nothing to wait for.
      await resetSecondFactor(deps, request, request.params.id);
      return {
        body: { ok: true, message: secondFactorErrors.reset },
        credentialsChangedFor: request.params.id,
      };
    },
    adminUpdateClient: async (request) => {
      const { revision, position } = await reviseClientByAdmin(deps, request, {
        clientId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateAgent: async (request) => {
      const { revision, position } = await reviseAgent(deps, request, {
        agentId: request.params.id,
        profile: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    createAgent: async (request) => {
      const { agentId, position } = await createAgent(deps, metaOf(request), request.body);
      return { body: { ok: true, id: agentId }, position };
    },
    applyAsAgent: async (request) => {
      const { applicationId, position } = await submitAgentApplication(deps, request.body, request);
      return { body: { ok: true, id: applicationId }, position };
    },
    approveAgentApplication: async (request) => {
      const { agentId, position } = await approveAgentApplication(deps, metaOf(request), request.params.id);
      return { body: { ok: true, id: agentId }, position };
    },
    rejectAgentApplication: async (request) => {
      const position = await rejectAgentApplication(
        deps,
        metaOf(request),
        request.params.id,
        request.body.reason,
      );
      return { body: { ok: true, message: adminToasts.applicationRejected.title }, position };
    },
    assignClient: async (request) => {
      const position = await assignClient(deps, metaOf(request), {
        clientId: request.params.clientId,
        agentId: request.body.agentId,
      });
      return { body: { ok: true, message: staffToasts.clientAssigned.title }, position };
    },
    markNotificationRead: async (request) => {
      const position = await markNotificationRead(deps, request.params.id, request);
      return { body: { ok: true }, position };
    },

    // The work on a case (issue 8): each answers the process stream's revision (the next If-Match).
    updateCasePhase: async (request) => {
      const { caseId, phaseKey } = request.params;
      const { revision, position } = await setPhase(deps, request, {
        caseId,
        phaseKey,
        update: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    addCaseMilestone: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await recordMilestone(deps, request, {
        caseId,
        milestone: request.body,
      });
      return { body: { ok: true, revision }, position };
    },
    addRequiredDocument: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await addRequiredDocument(deps, request, {
        caseId,
        document: request.body,
      });
      return { body: { ok: true, revision }, position };
    },
    removeRequiredDocument: async (request) => {
      const { caseId, documentId } = request.params;
      const { revision, position } = await removeRequiredDocument(deps, request, {
        caseId,
        documentId,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateCasePlan: async (request) => {
      const { caseId } = request.params;
      const { revision, position } = await revisePlan(deps, request, {
        caseId,
        plan: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateRecoveryProcess: async (request) => {
      const { revision, position } = await reviseRecovery(deps, request, {
        caseId: request.params.id,
        edit: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    reviewDocument: async (request) => {
      const { revision, position } = await reviewDocument(deps, request, {
        documentId: request.params.id,
        review: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    linkDocumentToRequirement: async (request) => {
      const { revision, position } = await linkDocumentToRequirement(deps, request, {
        documentId: request.params.id,
        requiredDocumentId: request.body.requiredDocumentId,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    updateFraudCase: async (request) => {
      const { revision, position } = await reviewFraudCase(deps, request, {
        caseId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    addCaseComment: async (request) => {
      const { commentId, position } = await addCaseComment(deps, request, {
        caseId: request.params.id,
        comment: request.body,
      });
      return { body: { ok: true, id: commentId }, position };
    },
    adminCreateSecurityComment: async (request) => {
      const { commentId, position } = await publishSecurityComment(deps, request, request.body);
      return { body: { ok: true, id: commentId }, position };
    },
    adminUpdateSecurityComment: async (request) => {
      const { revision, position } = await reviseSecurityComment(deps, request, {
        commentId: request.params.id,
        notice: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteSecurityComment: async (request) => {
      const position = await deleteSecurityComment(deps, request, {
        commentId: request.params.id,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, message: staffToasts.securityCommentDeleted.title }, position };
    },
    // Issue 11: the client's plan and contact, the home's indicators and news.
    myPlan: async (request) => {
      const position = await chooseServicePlan(deps, request, request.body);
      return { body: { ok: true, message: optionsTexts.planSaved.title }, position };
    },
    updateProfileContact: async (request) => {
      const { revision, position } = await reviseOwnContact(deps, request, {
        contact: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    adminCreateIndicator: async (request) => {
      const { id, position } = await publish(deps, request, indicators, indicatorFields(request.body));
      return { body: { ok: true, id }, position };
    },
    adminUpdateIndicator: async (request) => {
      const { revision, position } = await change(deps, request, indicators, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Revise', fields: indicatorFields(request.body) },
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteIndicator: async (request) => {
      const { position } = await change(deps, request, indicators, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Delete' },
      });
      return { body: { ok: true, message: contentAdminTexts.deleted }, position };
    },
    adminCreateNews: async (request) => {
      const { id, position } = await publish(deps, request, news, await articleFields(deps, request.body));
      return { body: { ok: true, id }, position };
    },
    adminUpdateNews: async (request) => {
      const { revision, position } = await change(deps, request, news, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Revise', fields: await articleFields(deps, request.body) },
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteNews: async (request) => {
      const { position } = await change(deps, request, news, {
        id: request.params.id,
        expectedRevision: request.expectedRevision,
        command: { type: 'Delete' },
      });
      return { body: { ok: true, message: contentAdminTexts.deleted }, position };
    },
    ...privacyConsentRoutes(deps),
    // Issue 21: ARCO requests (answering one is the gateway's: accepting a cancellation erases) and legal holds.
    filePrivacyRequest: async (request) => {
      const filed = await filePrivacyRequest(deps, request, request.body);
      return { body: { request: filed.request }, position: filed.position };
    },
    placeLegalHold: async (request) => {
      const position = await placeLegalHold(deps, request, { caseId: request.params.id, hold: request.body });
      return { body: { ok: true, message: legalHoldTexts.placed.description }, position };
    },
    liftLegalHold: async (request) => {
      const position = await liftLegalHold(deps, request, request.params.id);
      return { body: { ok: true, message: legalHoldTexts.lifted.description }, position };
    },
  } satisfies RouteHandlers;
}
