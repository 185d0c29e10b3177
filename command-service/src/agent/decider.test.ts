import { deciderSpec } from '../testing.js';
import { agentDecider } from './decider.js';

const spec = deciderSpec(agentDecider);

const profile = {
  agentId: 'a1',
  userId: 'u9',
  fullName: 'Lic. Ana',
  email: 'ana@firma.mx',
  licenseNumber: 'CED-12345',
  specialization: { text: 'Recuperación de Capital' },
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

/** The agent's form as an administrator sends it: the specialization as text. */
const edit = {
  availability: 'busy',
  maxClients: 2,
  phoneNumber: '5599998888',
  extension: '12',
  specialization: 'Fraude bancario',
} as const;
/** The revision the form makes. */
const revised = {
  type: 'AgentProfileRevised',
  data: { agentId: 'a1', ...edit, specialization: { text: 'Fraude bancario' } },
} as const;
/** An agent an approved application created: its specialization a key of the catalog. */
const approved = {
  type: 'AgentCreated',
  data: { ...profile, specialization: { key: 'crypto_fraud' } },
} as const;

describe('agent decider', () => {
  it('revises the profile an administrator edits; unchanged, nothing; never below the clients it has', () => {
    spec.given([created]).when({ type: 'ReviseAgentProfile', profile: edit }).then([revised]);
    spec.given([created, revised]).when({ type: 'ReviseAgentProfile', profile: edit }).then([]);
    spec
      .given([created, added('c1'), added('c2')])
      .when({ type: 'ReviseAgentProfile', profile: { ...edit, maxClients: 1 } })
      .thenThrows('max_below_clients', {
        maxClients: 'El agente ya atiende 2 clientes: el máximo no puede ser menor.',
      });
    spec.given([]).when({ type: 'ReviseAgentProfile', profile: edit }).thenThrows('not_found');
  });

  it("keeps an approved agent's specialization a key when the form sends its label back; new words are text", () => {
    const label = { ...edit, specialization: 'Fraude con criptomonedas' };
    spec
      .given([approved])
      .when({ type: 'ReviseAgentProfile', profile: label })
      .then([
        {
          type: 'AgentProfileRevised',
          data: { agentId: 'a1', ...edit, specialization: { key: 'crypto_fraud' } },
        },
      ]);
    spec
      .given([approved])
      .when({
        type: 'ReviseAgentProfile',
        profile: {
          availability: 'available',
          maxClients: 2,
          phoneNumber: '5512345678',
          extension: null,
          specialization: 'Fraude con criptomonedas',
        },
      })
      .then([]);
    spec.given([approved]).when({ type: 'ReviseAgentProfile', profile: edit }).then([revised]);
  });

  it('refuses a client once an administrator made the agent busy', () => {
    spec
      .given([created, revised])
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
