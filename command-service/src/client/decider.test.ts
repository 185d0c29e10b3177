import type { ClientEvent } from '@portal/contracts';
import { fold } from '../decider.js';
import { deciderSpec } from '../testing.js';
import { assignment, registeredClient } from '../testing-cases.js';
import { clientDecider } from './decider.js';

const spec = deciderSpec(clientDecider);

const registered = { type: 'ClientRegistered', data: registeredClient } as const;

describe('client decider', () => {
  it('registers a client', () => {
    spec.given([]).when({ type: 'RegisterClient', client: registered.data }).then([registered]);
  });

  it('treats the same registration again as done, and refuses another client on the stream', () => {
    spec.given([registered]).when({ type: 'RegisterClient', client: registered.data }).then([]);
    spec
      .given([registered])
      .when({ type: 'RegisterClient', client: { ...registered.data, clientId: 'cl2' } })
      .thenThrows('conflict');
  });

  it('assigns an agent to a registered client', () => {
    spec
      .given([registered])
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .then([{ type: 'ClientAssignedToAgent', data: assignment('a1') }]);
  });

  it('does nothing when the same agent is assigned again, and reassigns to another agent', () => {
    const history = [registered, { type: 'ClientAssignedToAgent', data: assignment('a1') } as const];
    spec
      .given(history)
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .then([]);
    spec
      .given(history)
      .when({ type: 'AssignAgent', assignment: assignment('a2') })
      .then([{ type: 'ClientAssignedToAgent', data: assignment('a2') }]);
  });

  it('remembers the agents the client had before, without the current one, each once', () => {
    const assigned = (agentUserId: string) =>
      ({ type: 'ClientAssignedToAgent', data: assignment(agentUserId) }) as const;
    const formerOf = (history: ClientEvent[]) => {
      const state = fold(clientDecider, history);
      return state.exists ? [state.assignedAgentId, state.formerAgentIds] : undefined;
    };
    expect(formerOf([registered])).toEqual([null, []]);
    expect(formerOf([registered, assigned('a1')])).toEqual(['agent-of-a1', []]);
    expect(formerOf([registered, assigned('a1'), assigned('a2'), assigned('a3')])).toEqual([
      'agent-of-a3',
      ['agent-of-a1', 'agent-of-a2'],
    ]);
    expect(formerOf([registered, assigned('a1'), assigned('a2'), assigned('a1')])).toEqual([
      'agent-of-a1',
      ['agent-of-a2'],
    ]);
    expect(formerOf([registered, assigned('a1'), assigned('a2'), assigned('a1'), assigned('a2')])).toEqual([
      'agent-of-a2',
      ['agent-of-a1'],
    ]);
  });

  it('refuses to assign an agent to a client that does not exist', () => {
    spec
      .given([])
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .thenThrows('not_found');
  });
});

describe('client decider: the plan the client chooses (issue 11)', () => {
  it('records a chosen plan, nothing for the same plan again, and a change of plan', () => {
    const chosen = (plan: 'express' | 'premium') =>
      ({
        type: 'ClientServicePlanChosen',
        data: { clientId: 'cl1', userId: 'u1', plan },
      }) as const;
    spec
      .given([registered])
      .when({ type: 'ChooseServicePlan', plan: 'express' })
      .then([chosen('express')]);
    spec
      .given([registered, chosen('express')])
      .when({ type: 'ChooseServicePlan', plan: 'express' })
      .then([]);
    spec
      .given([registered, chosen('express')])
      .when({ type: 'ChooseServicePlan', plan: 'premium' })
      .then([chosen('premium')]);
  });

  it('refuses a plan for a client that does not exist', () => {
    spec.given([]).when({ type: 'ChooseServicePlan', plan: 'standard' }).thenThrows('not_found');
  });

  it('takes an address removed by the client as none, keeping the rest of the contact', () => {
    const withAddress = {
      type: 'ClientContactRevised',
      data: {
        clientId: 'cl1',
        userId: 'u1',
        contactPhone: '5512345678',
        address: 'Av. Juárez 100, Centro',
        city: 'Puebla',
        country: 'mexico',
      },
    } as const;
    spec
      .given([registered, withAddress])
      .when({ type: 'ReviseClient', changes: { address: null, contactPhone: '+52 33 9999 0000' } })
      .then([
        {
          type: 'ClientContactRevised',
          data: {
            clientId: 'cl1',
            userId: 'u1',
            contactPhone: '+52 33 9999 0000',
            address: null,
            city: 'Puebla',
            country: 'mexico',
          },
        },
      ]);
  });
});
