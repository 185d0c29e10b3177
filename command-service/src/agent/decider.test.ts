import { deciderSpec } from '../testing.js';
import { agentDecider } from './decider.js';

const spec = deciderSpec(agentDecider);

const profile = {
  agentId: 'a1',
  userId: 'u9',
  fullName: 'Lic. Ana',
  email: 'ana@firma.mx',
  licenseNumber: 'CED-12345',
  specialization: 'Recuperación de Capital',
  phoneNumber: '5512345678',
  extension: null,
  maxClients: 2,
  availability: 'available',
} as const;
const created = { type: 'AgentCreated', data: profile } as const;
const busy = { type: 'AgentCreated', data: { ...profile, availability: 'busy' } } as const;
const added = (clientId: string) =>
  ({ type: 'AgentClientAdded', data: { agentId: 'a1', clientId } }) as const;
const released = (clientId: string) =>
  ({ type: 'AgentClientReleased', data: { agentId: 'a1', clientId } }) as const;

const edit = {
  availability: 'busy',
  maxClients: 2,
  phoneNumber: '5599998888',
  extension: '12',
  specialization: 'Fraude bancario',
} as const;

describe('agent decider', () => {
  it('revises the profile an administrator edits; unchanged, nothing; never below the clients it has', () => {
    spec
      .given([created])
      .when({ type: 'ReviseAgentProfile', profile: edit })
      .then([{ type: 'AgentProfileRevised', data: { agentId: 'a1', ...edit } }]);
    spec
      .given([created, { type: 'AgentProfileRevised', data: { agentId: 'a1', ...edit } }])
      .when({ type: 'ReviseAgentProfile', profile: edit })
      .then([]);
    spec
      .given([created, added('c1'), added('c2')])
      .when({ type: 'ReviseAgentProfile', profile: { ...edit, maxClients: 1 } })
      .thenThrows('max_below_clients', {
        maxClients: 'El agente ya atiende 2 clientes: el máximo no puede ser menor.',
      });
    spec.given([]).when({ type: 'ReviseAgentProfile', profile: edit }).thenThrows('not_found');
  });

  it('refuses a client once an administrator made the agent busy', () => {
    spec
      .given([created, { type: 'AgentProfileRevised', data: { agentId: 'a1', ...edit } }])
      .when({ type: 'TakeClient', clientId: 'c1' })
      .thenThrows('agent_unavailable');
  });

  it('creates an agent, once', () => {
    spec.given([]).when({ type: 'CreateAgent', agent: profile }).then([created]);
    spec.given([created]).when({ type: 'CreateAgent', agent: profile }).then([]);
    spec
      .given([created])
      .when({ type: 'CreateAgent', agent: { ...profile, agentId: 'a2' } })
      .thenThrows('conflict');
  });

  it('takes a client while available and under the limit', () => {
    spec
      .given([created])
      .when({ type: 'TakeClient', clientId: 'c1' })
      .then([added('c1')]);
  });

  it('refuses a client when not available, in Spanish on the agent field', () => {
    spec
      .given([busy])
      .when({ type: 'TakeClient', clientId: 'c1' })
      .thenThrows('agent_unavailable', { agentId: 'El agente no está disponible para recibir clientes.' });
  });

  it('refuses a client over the limit', () => {
    spec
      .given([created, added('c1'), added('c2')])
      .when({ type: 'TakeClient', clientId: 'c3' })
      .thenThrows('agent_full', { agentId: 'El agente ya tiene el máximo de clientes asignados.' });
  });

  it('treats an already assigned client as done even when full', () => {
    spec
      .given([created, added('c1'), added('c2')])
      .when({ type: 'TakeClient', clientId: 'c1' })
      .then([]);
  });

  it('refuses a client for an agent that does not exist', () => {
    spec.given([]).when({ type: 'TakeClient', clientId: 'c1' }).thenThrows('not_found');
  });

  it('releases a client it holds, even when full or no longer available', () => {
    spec
      .given([created, added('c1'), added('c2')])
      .when({ type: 'ReleaseClient', clientId: 'c1' })
      .then([released('c1')]);
    spec
      .given([busy, added('c1')])
      .when({ type: 'ReleaseClient', clientId: 'c1' })
      .then([released('c1')]);
  });

  it('releases nothing it does not hold: another client, one already released, or no agent at all', () => {
    spec
      .given([created, added('c1')])
      .when({ type: 'ReleaseClient', clientId: 'c2' })
      .then([]);
    spec
      .given([created, added('c1'), released('c1')])
      .when({ type: 'ReleaseClient', clientId: 'c1' })
      .then([]);
    spec.given([]).when({ type: 'ReleaseClient', clientId: 'c1' }).then([]);
  });

  it('takes a client again in the place a release freed', () => {
    spec
      .given([created, added('c1'), added('c2'), released('c1')])
      .when({ type: 'TakeClient', clientId: 'c3' })
      .then([added('c3')]);
    spec
      .given([created, added('c1'), added('c2'), released('c1')])
      .when({ type: 'TakeClient', clientId: 'c1' })
      .then([added('c1')]);
  });

  it('still refuses over the limit when the release was of a client it did not hold', () => {
    spec
      .given([created, added('c1'), added('c2'), released('c9')])
      .when({ type: 'TakeClient', clientId: 'c3' })
      .thenThrows('agent_full', { agentId: 'El agente ya tiene el máximo de clientes asignados.' });
  });
});
