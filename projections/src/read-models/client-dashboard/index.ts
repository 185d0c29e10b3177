import {
  CLIENT_DASHBOARD_PROJECTION,
  CLIENT_DASHBOARDS,
  DASHBOARD_AGENT_CLIENTS,
  DASHBOARD_AGENT_USERS,
  type DashboardAgentClientsDoc,
  type DashboardAgentUserDoc,
  type DashboardDoc,
} from '@portal/contracts';
import { defineProjector, isOneOf } from '../../projector.js';
import { caseEventTypes } from '../case-work.js';
import { placeOf, put, reviseAgent, update, updateHomeFacts } from './dashboard-doc.js';
import { applyProcessWork, processWorkEventTypes } from './process-work.js';
import { opened, withAgent } from './stored-process.js';

/**
 * clientDashboard: GET /api/clients/my-dashboard of each client, built as the registration's events arrive. Its
 * parts: the process as stored (stored-process), the document's changes (dashboard-doc), the work on the process
 * (process-work).
 */
export const clientDashboardProjector = defineProjector({
  name: CLIENT_DASHBOARD_PROJECTION,
  // 3: documents sent: `submitted` from the document events, `answered` on the required ones.
  // 4: the service plan, the recovery figures and cancellation, and the home read model.
  // 5: the client's new e-mail.
  // 6: the agent's new phone, name or e-mail on their clients' dashboards.
  // 7: the client's new phone or address (ClientContactRevised).
  // 8: the one order of a case's history (by day, then as recorded: a milestone of today after this morning).
  // 9: no recoveryHomes collection: the home is made from the dashboard document when read.
  // 10: keys where it showed labels (phases, catalog documents, timeline entries): labels applied when read.
  version: 10,
  collections: [CLIENT_DASHBOARDS, DASHBOARD_AGENT_CLIENTS, DASHBOARD_AGENT_USERS],
  handles: [
    ...caseEventTypes,
    'DocumentUploaded',
    'DocumentVerified',
    'DocumentRejected',
    'DocumentLinkedToRequirement',
    'UserNameChanged',
    'UserEmailChanged',
    'FraudCaseReviewed',
    'ClientServicePlanChosen',
    'ClientContactRevised',
    'RecoveryFiguresRevised',
    'RecoveryProcessCancelled',
    'RecoveryProcessReopened',
    'AgentProfileRevised',
  ],
  async apply(projected, view) {
    if (isOneOf(projected, processWorkEventTypes)) return applyProcessWork(projected, view);
    const { event, metadata } = projected;
    const at = metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered':
        if (event.data.role !== 'client') return;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          user: { fullName: event.data.fullName, email: event.data.email },
        }));
      case 'FraudCaseReviewed': {
        // The administration's corrections of the loss and the urgency show on the client's case.
        const { lossAmount, currency, urgencyLevel } = event.data;
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.fraudCase)
          put(view, event.data.userId, {
            ...doc,
            fraudCase: { ...doc.fraudCase, lossAmount, currency, urgencyLevel },
          });
        return;
      }
      case 'UserNameChanged':
      case 'UserEmailChanged': {
        const named = event.type === 'UserNameChanged';
        const change = named ? { fullName: event.data.fullName } : { email: event.data.email };
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.user) put(view, event.data.userId, { ...doc, user: { ...doc.user, ...change } });
        // The user may be an agent: their clients see the new name or e-mail.
        return reviseAgent(
          view,
          event.data.userId,
          named ? { name: event.data.fullName } : { email: event.data.email },
        );
      }
      case 'AgentProfileRevised': {
        const link = await view.get<DashboardAgentUserDoc>(DASHBOARD_AGENT_USERS, event.data.agentId);
        if (link) await reviseAgent(view, link.agentUserId, { phone: event.data.phoneNumber });
        return;
      }
      case 'ClientRegistered': {
        const { accountNumber, contactPhone } = event.data;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          client: { accountNumber, contactPhone, address: placeOf(event.data) },
        }));
      }
      case 'ClientContactRevised': {
        // The whole contact after the change (the client's own edit or an administrator's correction).
        const { contactPhone } = event.data;
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.client)
          put(view, event.data.userId, {
            ...doc,
            client: { ...doc.client, contactPhone, address: placeOf(event.data) },
          });
        return;
      }
      case 'FraudCaseReported': {
        const d = event.data;
        return update(view, d.userId, (doc) => ({
          ...doc,
          fraudCase: {
            id: d.caseId,
            fraudType: d.fraudType,
            platform: d.platform,
            fraudDate: d.fraudDate,
            urgencyLevel: d.urgencyLevel,
            description: d.description,
            lossAmount: d.lossAmount,
            currency: d.currency,
          },
        }));
      }
      case 'RecoveryProcessOpened':
        return update(view, event.data.userId, ({ pendingAgent, ...doc }) => {
          const responsibles = event.data.phases.map((p) => p.responsibleKind);
          const process = opened(event.data, at);
          return {
            ...doc,
            recoveryProcess: {
              ...(pendingAgent ? withAgent(process, pendingAgent, at) : process),
              servicePlan: doc.servicePlan ?? null,
            },
            phaseResponsibles: responsibles,
            caseId: event.data.caseId,
            openedAt: at,
            figures: {
              originalAmount: event.data.originalAmount,
              recoveredAmount: '0',
              pendingAmount: event.data.originalAmount,
              currency: event.data.currency,
            },
            cancelled: false,
          };
        });
      case 'ClientAssignedToAgent': {
        const agent = {
          name: event.data.agentName,
          phone: event.data.agentPhone,
          email: event.data.agentEmail,
        };
        const { agentUserId, agentId, userId } = event.data;
        const listed = await view.get<DashboardAgentClientsDoc>(DASHBOARD_AGENT_CLIENTS, agentUserId);
        if (!listed?.clients.includes(userId))
          view.put(DASHBOARD_AGENT_CLIENTS, agentUserId, { clients: [...(listed?.clients ?? []), userId] });
        view.put(DASHBOARD_AGENT_USERS, agentId, { agentUserId } satisfies DashboardAgentUserDoc);
        return update(view, event.data.userId, (doc) =>
          doc.recoveryProcess
            ? {
                ...doc,
                recoveryProcess: withAgent(doc.recoveryProcess, agent, at),
                agentUserId,
              }
            : { ...doc, pendingAgent: agent, agentUserId },
        );
      }
      case 'ClientServicePlanChosen': {
        // Chosen before the process document existed: kept on the document, applied when it opens.
        const { plan } = event.data;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          servicePlan: plan,
          ...(doc.recoveryProcess && { recoveryProcess: { ...doc.recoveryProcess, servicePlan: plan } }),
        }));
      }
      case 'RecoveryFiguresRevised': {
        const { originalAmount, recoveredAmount, pendingAmount } = event.data;
        return updateHomeFacts(view, event.data.userId, (doc) => ({
          ...doc,
          ...(doc.figures && { figures: { ...doc.figures, originalAmount, recoveredAmount, pendingAmount } }),
        }));
      }
      case 'RecoveryProcessCancelled':
      case 'RecoveryProcessReopened': {
        const cancelled = event.type === 'RecoveryProcessCancelled';
        return updateHomeFacts(view, event.data.userId, (doc) => ({ ...doc, cancelled }));
      }
    }
  },
});
