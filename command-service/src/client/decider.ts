import {
  adminErrors,
  type ClientEvent,
  type ClientStatus,
  clientEvents,
  contentErrors,
  contentValidation,
  DomainError,
  type EventData,
  type ServicePlanKey,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const clientStream = (clientId: string) => `client-${clientId}`;

export type ClientCommand =
  | { type: 'RegisterClient'; client: EventData<'ClientRegistered'> }
  | { type: 'AssignAgent'; assignment: EventData<'ClientAssignedToAgent'> }
  /** An administrator's edit: only what the request names changes. */
  | {
      type: 'ReviseClient';
      changes: {
        status?: ClientStatus | undefined;
        contactPhone?: string | undefined;
        /** null: no address (the client removed it). */
        address?: string | null | undefined;
        city?: string | undefined;
        country?: string | undefined;
        isVerified?: boolean | undefined;
      };
    }
  /**
   * The client chose a service plan on /recovery-options and accepted its terms: `accepted`
   * are the terms the client read, `offered` the plan's terms as the firm configures them now (null: the firm
   * does not offer that plan). Choosing the same plan on the same terms again writes nothing.
   */
  | {
      type: 'ChooseServicePlan';
      plan: ServicePlanKey;
      accepted: PlanTermsAccepted;
      offered: PlanTermsAccepted | null;
    };

/** The terms a client accepts with a plan: the fee (percent of what is recovered), time frame, documents. */
interface PlanTermsAccepted {
  feePercent: number;
  timeframe: string;
  documents: readonly string[];
}

const sameTerms = (a: PlanTermsAccepted, b: PlanTermsAccepted) =>
  a.feePercent === b.feePercent &&
  a.timeframe === b.timeframe &&
  a.documents.length === b.documents.length &&
  a.documents.every((d, i) => d === b.documents[i]);

/** How to reach the client, as registered and as administrators corrected it. */
interface ClientContact {
  contactPhone: string;
  address: string | null;
  city: string;
  country: string;
}

export type ClientState =
  | { exists: false }
  | {
      exists: true;
      clientId: string;
      /** The client's own user. */
      userId: string;
      caseId: string;
      processId: string;
      assignedAgentId: string | null;
      /**
       * The agents the client was assigned to before, never the current one: each may still count the client
       * against its limit until it releases it (AssignClient releases them, and a retry finishes that).
       */
      formerAgentIds: string[];
      /** The user of the assigned agent: who may work the client's case. */
      agentUserId: string | null;
      /** Registered clients are active until an administrator says otherwise. */
      status: ClientStatus;
      isVerified: boolean;
      contact: ClientContact;
      servicePlan: ServicePlanKey | null;
      /** The terms accepted with the plan (null: none chosen, or chosen before acceptance was asked). */
      planTerms: PlanTermsAccepted | null;
    };

export const clientDecider: Decider<ClientCommand, ClientEvent, ClientState> = {
  events: clientEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ClientRegistered':
        return {
          exists: true,
          clientId: event.data.clientId,
          userId: event.data.userId,
          caseId: event.data.caseId,
          processId: event.data.processId,
          assignedAgentId: null,
          formerAgentIds: [],
          agentUserId: null,
          status: 'active',
          isVerified: false,
          contact: {
            contactPhone: event.data.contactPhone,
            address: event.data.address,
            city: event.data.city,
            country: event.data.country,
          },
          servicePlan: null,
          planTerms: null,
        };
      case 'ClientAssignedToAgent':
        return state.exists
          ? {
              ...state,
              assignedAgentId: event.data.agentId,
              formerAgentIds: formerAgents(state, event.data.agentId),
              agentUserId: event.data.agentUserId,
            }
          : state;
      case 'ClientStatusChanged':
        return state.exists ? { ...state, status: event.data.status } : state;
      case 'ClientContactRevised': {
        if (!state.exists) return state;
        const { contactPhone, address, city, country } = event.data;
        return { ...state, contact: { contactPhone, address, city, country } };
      }
      case 'ClientVerificationSet':
        return state.exists ? { ...state, isVerified: event.data.isVerified } : state;
      case 'ClientServicePlanChosen':
        return state.exists ? { ...state, servicePlan: event.data.plan, planTerms: event.data.terms } : state;
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'RegisterClient':
        if (state.exists) {
          if (state.clientId === command.client.clientId) return [];
          throw refused.conflict();
        }
        return [{ type: 'ClientRegistered', data: command.client }];
      case 'AssignAgent':
        if (!state.exists) throw refused.notFound();
        if (state.assignedAgentId === command.assignment.agentId) return [];
        if (state.status === 'suspended')
          throw new DomainError('client_suspended', adminErrors.clientSuspended);
        return [{ type: 'ClientAssignedToAgent', data: command.assignment }];
      case 'ReviseClient':
        if (!state.exists) throw new DomainError('not_found', adminErrors.clientNotFound);
        return reviseClient(state, command.changes);
      case 'ChooseServicePlan': {
        if (!state.exists) throw new DomainError('not_found', adminErrors.clientNotFound);
        const { offered, accepted } = command;
        if (!offered)
          throw new DomainError('validation', contentValidation.planUnavailable, {
            plan: contentValidation.planUnavailable,
          });
        // The client accepts the terms the firm offers now, never a version it read before they changed.
        if (!sameTerms(accepted, offered))
          throw new DomainError('plan_terms_changed', contentErrors.planTermsChanged);
        if (state.servicePlan === command.plan && state.planTerms && sameTerms(state.planTerms, offered))
          return [];
        const terms = {
          feePercent: offered.feePercent,
          timeframe: offered.timeframe,
          documents: [...offered.documents],
        };
        return [
          {
            type: 'ClientServicePlanChosen',
            data: {
              clientId: state.clientId,
              userId: state.userId,
              plan: command.plan,
              terms,
              acceptedAt: now.toISOString(),
            },
          },
        ];
      }
    }
  },
};

/** The former agents once `agentId` is assigned: the one it had joins them, `agentId` leaves them. */
function formerAgents(state: { assignedAgentId: string | null; formerAgentIds: string[] }, agentId: string) {
  const former =
    state.assignedAgentId === null ? state.formerAgentIds : [...state.formerAgentIds, state.assignedAgentId];
  return [...new Set(former)].filter((id) => id !== agentId);
}

type OpenClient = Extract<ClientState, { exists: true }>;

/** The events of an administrator's edit: each part that changes, nothing for what stays the same. */
function reviseClient(
  state: OpenClient,
  changes: Extract<ClientCommand, { type: 'ReviseClient' }>['changes'],
) {
  const keys = { clientId: state.clientId, userId: state.userId };
  const events: ClientEvent[] = [];
  if (changes.status !== undefined && changes.status !== state.status)
    events.push({
      type: 'ClientStatusChanged',
      data: { ...keys, status: changes.status, previousStatus: state.status },
    });
  const contact: ClientContact = {
    contactPhone: changes.contactPhone ?? state.contact.contactPhone,
    address: changes.address !== undefined ? changes.address : state.contact.address,
    city: changes.city ?? state.contact.city,
    country: changes.country ?? state.contact.country,
  };
  const { contactPhone, address, city, country } = state.contact;
  if (
    contact.contactPhone !== contactPhone ||
    contact.address !== address ||
    contact.city !== city ||
    contact.country !== country
  )
    events.push({ type: 'ClientContactRevised', data: { ...keys, ...contact } });
  if (changes.isVerified !== undefined && changes.isVerified !== state.isVerified)
    events.push({ type: 'ClientVerificationSet', data: { ...keys, isVerified: changes.isVerified } });
  return events;
}
