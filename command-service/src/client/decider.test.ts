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

describe('client decider: the plan the client chooses and the terms it accepts', () => {
  const expressTerms = {
    feePercent: 30,
    timeframe: '2-3 meses',
    documents: ['Identificación oficial', 'Estados de cuenta del periodo del fraude'],
  };
  const premiumTerms = { feePercent: 20, timeframe: '6-8 meses', documents: ['Identificación oficial'] };
  const chosen = (
    plan: 'express' | 'premium',
    terms: typeof expressTerms | null,
    acceptedAt: string | null = '2026-11-21T12:00:00.000Z',
  ) =>
    ({
      type: 'ClientServicePlanChosen',
      data: { clientId: 'cl1', userId: 'u1', plan, terms, acceptedAt },
    }) as const;
  const choose = (
    plan: 'express' | 'premium' | 'standard',
    accepted: typeof expressTerms,
    offered: typeof expressTerms | null,
  ) => ({ type: 'ChooseServicePlan', plan, accepted, offered }) as const;

  it('records the plan with the terms accepted and when, as configured at that moment', () => {
    spec
      .given([registered], { now: new Date('2026-11-25T16:30:00Z') })
      .when(choose('express', expressTerms, expressTerms))
      .then([
        {
          type: 'ClientServicePlanChosen',
          data: {
            clientId: 'cl1',
            userId: 'u1',
            plan: 'express',
            terms: {
              feePercent: 30,
              timeframe: '2-3 meses',
              documents: ['Identificación oficial', 'Estados de cuenta del periodo del fraude'],
            },
            acceptedAt: '2026-11-25T16:30:00.000Z',
          },
        },
      ]);
  });

  it('writes nothing for the same plan on the same terms, and records a change of plan', () => {
    spec
      .given([registered, chosen('express', expressTerms)])
      .when(choose('express', expressTerms, expressTerms))
      .then([]);
    spec
      .given([registered, chosen('express', expressTerms)])
      .when(choose('premium', premiumTerms, premiumTerms))
      .then([chosen('premium', premiumTerms)]);
  });

  it('records the acceptance of a plan chosen before acceptance was asked (no terms), and of changed terms', () => {
    spec
      .given([registered, chosen('express', null, null)])
      .when(choose('express', expressTerms, expressTerms))
      .then([chosen('express', expressTerms)]);
    const newTerms = { ...expressTerms, feePercent: 28 };
    spec
      .given([registered, chosen('express', expressTerms)])
      .when(choose('express', newTerms, newTerms))
      .then([chosen('express', newTerms)]);
  });

  it('refuses terms that are no longer the configured ones: fee, time frame, or documents', () => {
    for (const read of [
      { ...expressTerms, feePercent: 25 },
      { ...expressTerms, timeframe: '1-2 meses' },
      { ...expressTerms, documents: ['Identificación oficial'] },
      { ...expressTerms, documents: [...expressTerms.documents].reverse() },
    ])
      spec
        .given([registered])
        .when(choose('express', read, expressTerms))
        .thenThrows('plan_terms_changed');
  });

  it('refuses a plan the firm does not offer, and a client that does not exist', () => {
    spec
      .given([registered])
      .when(choose('standard', expressTerms, null))
      .thenThrows('validation', { plan: 'Ese plan no está disponible en este momento' });
    spec
      .given([])
      .when(choose('express', expressTerms, expressTerms))
      .thenThrows('not_found');
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
