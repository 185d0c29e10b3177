import { parseEvent, readEvent } from '../index.js';

/** An AgentCreated v1 as an approval stored it: the Spanish label of the application's key. */
const approvedV1 = {
  agentId: 'a1',
  userId: 'u1',
  fullName: 'Lic. Ana Torres Villalobos',
  email: 'agente@demo.portal.mx',
  licenseNumber: 'CED-8841235',
  specialization: 'Fraude con criptomonedas',
  phoneNumber: '+52 55 8765 4321',
  extension: '204',
  maxClients: 25,
  availability: 'available',
};
/** An AgentCreated v1 from an administrator's form: the words typed. */
const typedV1 = { ...approvedV1, agentId: 'a2', specialization: 'Recuperación de Capital', extension: null };

describe('AgentCreated v1 → v2', () => {
  it("reads a catalog's label as its key, and any other text as the administrator's words", () => {
    expect(parseEvent('AgentCreated', approvedV1, 1)).toEqual({
      type: 'AgentCreated',
      data: { ...approvedV1, specialization: { key: 'crypto_fraud' } },
    });
    expect(parseEvent('AgentCreated', typedV1, 1)).toEqual({
      type: 'AgentCreated',
      data: { ...typedV1, specialization: { text: 'Recuperación de Capital' } },
    });
  });

  it('reads v2 as stored, and refuses v1 data claimed as v2', () => {
    const v2 = { ...approvedV1, specialization: { key: 'crypto_fraud' } };
    expect(parseEvent('AgentCreated', v2, 2)?.data).toEqual(v2);
    expect(parseEvent('AgentCreated', { ...v2, specialization: { key: 'astrology' } }, 2)).toBeNull();
    expect(parseEvent('AgentCreated', approvedV1, 2)).toBeNull();
  });

  it('refuses v1 data that is not an agent', () => {
    expect(readEvent('AgentCreated', { ...approvedV1, specialization: 7 }, 1)).toMatchObject({ ok: false });
  });
});

describe('AgentProfileRevised v1 → v2', () => {
  const revisedV1 = {
    agentId: 'a1',
    availability: 'busy',
    maxClients: 10,
    phoneNumber: '5511112222',
    extension: null,
  };

  it("reads the label an approved agent's form sent back as its key, and other words as text", () => {
    expect(
      parseEvent('AgentProfileRevised', { ...revisedV1, specialization: 'Litigio AFORE' }, 1)?.data,
    ).toEqual({ ...revisedV1, specialization: { key: 'afore_litigation' } });
    expect(
      parseEvent('AgentProfileRevised', { ...revisedV1, specialization: 'Fraude bancario' }, 1)?.data,
    ).toEqual({ ...revisedV1, specialization: { text: 'Fraude bancario' } });
  });
});
