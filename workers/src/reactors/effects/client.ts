import { agentAssignedMail } from '../../mail/templates/agent-assigned.js';
import { type EffectTable, toClientsAgent } from '../effect-table.js';
import { jobIdOf } from '../reactor.js';

/** The client's record: the agent assigned to them is introduced; what the client changes reaches their agent. */
export const clientEffects: EffectTable = {
  ClientAssignedToAgent: {
    mail: ({ event, eventId }) => [
      agentAssignedMail.job(jobIdOf(eventId, 'agent-assigned'), {
        userId: event.data.userId,
        agentId: event.data.agentId,
        agentName: event.data.agentName,
        agentPhone: event.data.agentPhone,
        agentEmail: event.data.agentEmail,
      }),
    ],
    notify: ({ event, eventId }) => [
      {
        id: jobIdOf(eventId, 'notify-agent-assigned'),
        kind: 'notify',
        payload: {
          userId: event.data.userId,
          kind: 'agentAssigned',
          // The agent's id travels with their contact, which the event store seals under the agent's key.
          facts: {
            agentUserId: event.data.agentUserId,
            agentName: event.data.agentName,
            agentPhone: event.data.agentPhone,
            agentEmail: event.data.agentEmail,
          },
        },
      },
    ],
  },
  ClientServicePlanChosen: {
    notify: (logged) =>
      toClientsAgent(logged, 'notify-agent-plan-chosen', 'clientPlanChosen', {
        plan: logged.event.data.plan,
      }),
  },
  ClientContactRevised: {
    notify: (logged) => toClientsAgent(logged, 'notify-agent-contact-changed', 'clientContactChanged'),
  },
};
