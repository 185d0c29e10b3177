import type { DomainEvent } from '@portal/contracts';
import { given } from '../testing.js';
import { agentDecider } from './decider.js';

const created = (availability: 'available' | 'busy', maxClients = 2): DomainEvent => ({
  type: 'AgentCreated',
  data: {
    agentId: 'a1',
    userId: 'u9',
    fullName: 'Lic. Ana',
    email: 'ana@firma.mx',
    licenseNumber: 'CED-12345',
    specialization: 'Recuperación de Capital',
    phoneNumber: '5512345678',
    extension: null,
    maxClients,
    availability,
  },
});
const added = (clientId: string): DomainEvent => ({
  type: 'AgentClientAdded',
  data: { agentId: 'a1', clientId },
});

describe('agent decider', () => {
  it('takes a client while available and under the limit', () => {
    expect(given(agentDecider, [created('available')]).when({ type: 'TakeClient', clientId: 'c1' })).toEqual([
      added('c1'),
    ]);
  });

  it('refuses a client when not available', () => {
    expect(() => given(agentDecider, [created('busy')]).when({ type: 'TakeClient', clientId: 'c1' })).toThrow(
      expect.objectContaining({ code: 'agent_unavailable' }),
    );
  });

  it('refuses a client over the limit', () => {
    expect(() =>
      given(agentDecider, [created('available', 2), added('c1'), added('c2')]).when({
        type: 'TakeClient',
        clientId: 'c3',
      }),
    ).toThrow(expect.objectContaining({ code: 'agent_full' }));
  });

  it('treats an already assigned client as done even when full', () => {
    expect(
      given(agentDecider, [created('available', 1), added('c1')]).when({
        type: 'TakeClient',
        clientId: 'c1',
      }),
    ).toEqual([]);
  });
});
