import { accountChanged } from '../mail/templates/account-changed.js';
import { agentAssigned } from '../mail/templates/agent-assigned.js';
import { caseCommentAdded } from '../mail/templates/case-comment-added.js';
import { documentRequested, milestoneRecorded } from '../mail/templates/case-work-notices.js';
import { documentReviewed } from '../mail/templates/document-reviewed.js';
import type { MailContext, RenderedMail } from '../mail/templates/layout.js';
import { passwordChanged } from '../mail/templates/password-changed.js';
import { phaseCompleted } from '../mail/templates/phase-completed.js';
import { privacyRequestAnswered } from '../mail/templates/privacy-request-answered.js';
import { registrationReceived } from '../mail/templates/registration-received.js';
import type { Recipient } from './mail.js';
import type { MailJobPayload } from './mail-payload.js';

/** The mail of a payload to a user: its template filled with the recipient's name and the job's facts. */
export function render(
  context: MailContext,
  payload: Exclude<MailJobPayload, { template: 'agentApplication' }>,
  recipient: Recipient,
  caseNumber: string,
): RenderedMail {
  switch (payload.template) {
    case 'registrationReceived':
      return registrationReceived(context, { fullName: recipient.fullName, caseNumber: payload.caseNumber });
    case 'passwordChanged':
      return passwordChanged(context, {
        fullName: recipient.fullName,
        changedAt: new Date(payload.changedAt),
        byAdmin: payload.byAdmin,
      });
    case 'usernameChanged':
    case 'emailChanged':
      return accountChanged(context, {
        fullName: recipient.fullName,
        changedAt: new Date(payload.changedAt),
        change:
          payload.template === 'usernameChanged'
            ? { kind: 'username', username: payload.username }
            : { kind: 'email' },
      });
    case 'caseCommentAdded':
      return caseCommentAdded(context, {
        fullName: recipient.fullName,
        caseNumber,
        commentType: payload.commentType,
      });
    case 'phaseCompleted':
      return phaseCompleted(context, {
        fullName: recipient.fullName,
        caseNumber,
        phaseKey: payload.phaseKey,
        nextPhaseKey: payload.nextPhaseKey,
      });
    case 'agentAssigned':
      return agentAssigned(context, {
        fullName: recipient.fullName,
        caseNumber,
        agentName: payload.agentName,
        agentPhone: payload.agentPhone,
        agentEmail: payload.agentEmail,
      });
    case 'documentReviewed':
      return documentReviewed(context, {
        fullName: recipient.fullName,
        caseNumber,
        outcome: payload.outcome,
      });
    case 'documentRequested':
      return documentRequested(context, { fullName: recipient.fullName, caseNumber });
    case 'milestoneRecorded':
      return milestoneRecorded(context, { fullName: recipient.fullName, caseNumber });
    case 'privacyRequestAnswered':
      return privacyRequestAnswered(context, {
        fullName: recipient.fullName,
        kind: payload.requestKind,
        outcome: payload.outcome,
      });
  }
}
