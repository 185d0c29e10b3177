import {
  ADMIN_CLIENT_USERS,
  ADMIN_CLIENTS,
  ADMIN_CLIENTS_PROJECTION,
  type AdminClientDoc,
  type AdminClientUserDoc,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { followClientPerson, personEventTypes } from '../client-people.js';

async function person(view: DocView, userId: string): Promise<AdminClientUserDoc> {
  return (await view.get<AdminClientUserDoc>(ADMIN_CLIENT_USERS, userId)) ?? {};
}

async function updateClient(
  view: DocView,
  clientId: string,
  change: (doc: AdminClientDoc) => AdminClientDoc,
) {
  const doc = (await view.get<AdminClientDoc>(ADMIN_CLIENTS, clientId)) ?? {};
  view.put(ADMIN_CLIENTS, clientId, change(doc));
}

/** An agent's new name on the rows of the clients given to them and not given to another agent since. */
async function renameAgent(view: DocView, agentUserId: string, fullName: string) {
  const { agentId, agentClients = [] } = await person(view, agentUserId);
  for (const clientId of agentClients) {
    const doc = await view.get<AdminClientDoc>(ADMIN_CLIENTS, clientId);
    if (doc && doc.assignedAgentId === agentId)
      view.put(ADMIN_CLIENTS, clientId, { ...doc, agent: { user: { fullName } } });
  }
}

/**
 * adminClients: GET /api/admin/clients (staff-admin.md §3 'Client record'): the client record, its user, its
 * fraud case's loss, its agent, and the client stream's revision (an edit's If-Match). A registration's events
 * may arrive in any order: the row stays partial until complete.
 */
export const adminClientsProjector = defineProjector({
  name: ADMIN_CLIENTS_PROJECTION,
  // 2: every event of the client stream moves the revision, the client's plan choice too.
  // 3: a client's new e-mail.
  // 4: the loss as the administration reviewed it, and the agent's new name on their clients' rows.
  version: 4,
  collections: [ADMIN_CLIENTS, ADMIN_CLIENT_USERS],
  handles: [
    ...personEventTypes,
    'ClientRegistered',
    'FraudCaseReported',
    'ClientAssignedToAgent',
    'ClientStatusChanged',
    'ClientContactRevised',
    'ClientVerificationSet',
    'ClientServicePlanChosen',
    'FraudCaseReviewed',
  ],
  async apply({ event, revision }, view) {
    switch (event.type) {
      case 'UserRegistered':
      case 'UserNameChanged':
      case 'UserEmailChanged': {
        const followed = await followClientPerson<AdminClientUserDoc>(view, ADMIN_CLIENT_USERS, event);
        const { clientId } = followed?.person ?? {};
        const user = followed?.user;
        if (clientId && user) await updateClient(view, clientId, (doc) => ({ ...doc, user }));
        // The user may be an agent: the rows of the clients they have now show the new name.
        if (event.type === 'UserNameChanged') await renameAgent(view, event.data.userId, event.data.fullName);
        return;
      }
      case 'ClientRegistered': {
        const d = event.data;
        const known = await person(view, d.userId);
        view.put(ADMIN_CLIENT_USERS, d.userId, { ...known, clientId: d.clientId });
        return updateClient(view, d.clientId, (doc) => ({
          ...doc,
          id: d.clientId,
          accountNumber: d.accountNumber,
          contactPhone: d.contactPhone,
          registrationDate: d.registeredAt,
          status: 'active',
          address: d.address,
          country: d.country,
          city: d.city,
          isVerified: false,
          assignedAgentId: doc.assignedAgentId ?? null,
          agent: doc.agent ?? null,
          caseId: d.caseId,
          revision,
          ...(known.fullName !== undefined && known.email !== undefined
            ? { user: { fullName: known.fullName, email: known.email } }
            : {}),
        }));
      }
      case 'FraudCaseReported': {
        const d = event.data;
        return updateClient(view, d.clientId, (doc) => ({
          ...doc,
          lossDescription: d.description,
          lossAmount: d.lossAmount,
          currency: d.currency,
          fraudType: d.fraudType,
        }));
      }
      case 'ClientAssignedToAgent': {
        const d = event.data;
        const agentUser = await person(view, d.agentUserId);
        if (!agentUser.agentClients?.includes(d.clientId))
          view.put(ADMIN_CLIENT_USERS, d.agentUserId, {
            ...agentUser,
            agentId: d.agentId,
            agentClients: [...(agentUser.agentClients ?? []), d.clientId],
          });
        return updateClient(view, d.clientId, (doc) => ({
          ...doc,
          assignedAgentId: d.agentId,
          agent: { user: { fullName: d.agentName } },
          revision,
        }));
      }
      case 'ClientStatusChanged':
        return updateClient(view, event.data.clientId, (doc) => ({
          ...doc,
          status: event.data.status,
          revision,
        }));
      case 'ClientContactRevised': {
        const { contactPhone, address, city, country } = event.data;
        return updateClient(view, event.data.clientId, (doc) => ({
          ...doc,
          contactPhone,
          address,
          city,
          country,
          revision,
        }));
      }
      case 'ClientVerificationSet':
        return updateClient(view, event.data.clientId, (doc) => ({
          ...doc,
          isVerified: event.data.isVerified,
          revision,
        }));
      // The administration's correction of the loss (the review's own stream: the row's revision stays).
      case 'FraudCaseReviewed': {
        const { userId, lossAmount, currency } = event.data;
        const { clientId } = await person(view, userId);
        if (!clientId) return;
        const doc = await view.get<AdminClientDoc>(ADMIN_CLIENTS, clientId);
        if (doc?.lossAmount !== undefined)
          view.put(ADMIN_CLIENTS, clientId, { ...doc, lossAmount, currency });
        return;
      }
      // Nothing of the row changes, but the stream moved: an edit's If-Match must name the new revision.
      case 'ClientServicePlanChosen':
        return updateClient(view, event.data.clientId, (doc) => ({ ...doc, revision }));
    }
  },
});
