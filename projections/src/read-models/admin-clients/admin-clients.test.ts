import { ADMIN_CLIENTS, adminClientSchema, type DomainEvent } from '@portal/contracts';
import { project } from '../../testing.js';
import { assignment, registrationEvents } from '../fixtures.js';
import { adminClientsProjector } from './index.js';

const rowOf = async (events: DomainEvent[]) =>
  adminClientSchema.safeParse(
    await (await project([adminClientsProjector], events)).get(ADMIN_CLIENTS, 'cl1'),
  );

describe('admin clients projector', () => {
  it('builds the client record from the registration, whatever the order its events arrive in', async () => {
    const events = registrationEvents();
    const inOrder = await rowOf(events);
    const reversed = await rowOf([...events].reverse());
    expect(inOrder.success).toBe(true);
    expect(reversed.data).toEqual(inOrder.data);
    expect(inOrder.data).toMatchObject({
      id: 'cl1',
      accountNumber: 'CR-00000001',
      status: 'active',
      isVerified: false,
      user: { fullName: 'Ana Ruiz', email: 'user1@example.mx' },
      lossAmount: '25000.50',
      fraudType: 'forex',
      agent: null,
      caseId: 'c1',
    });
  });

  it('is not listed before the user, the client record and the case are all known', async () => {
    const [user, client] = registrationEvents();
    expect((await rowOf([user as DomainEvent, client as DomainEvent])).success).toBe(false);
  });

  it('follows the assignment, the edits and a new name, with the client stream revision', async () => {
    const row = await rowOf([
      ...registrationEvents(),
      assignment(),
      {
        type: 'ClientStatusChanged',
        data: { clientId: 'cl1', userId: 'u1', status: 'pending', previousStatus: 'active' },
      },
      { type: 'ClientVerificationSet', data: { clientId: 'cl1', userId: 'u1', isVerified: true } },
      {
        type: 'UserNameChanged',
        data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
      },
    ]);
    expect(row.data).toMatchObject({
      status: 'pending',
      isVerified: true,
      user: { fullName: 'Ana Ruiz Díaz' },
      agent: { user: { fullName: 'Lic. Ana Torres' } },
      revision: 3,
    });
  });
});
