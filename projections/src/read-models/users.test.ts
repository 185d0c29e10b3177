import { ADMIN_STATS_ID, collections } from '@portal/contracts';
import { project } from '../testing.js';
import { adminStatsProjector } from './admin-stats.js';
import { registrationEvents } from './fixtures.js';
import { usersProjector } from './users.js';

describe('users and credentials projector', () => {
  it('keeps login credentials under the lower-case username and follows password changes', async () => {
    const view = await project(
      [usersProjector],
      [
        ...registrationEvents(),
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', changedBy: 'self' } },
      ],
    );
    expect(await view.get(collections.credentials, 'user1')).toMatchObject({
      userId: 'u1',
      role: 'client',
      isActive: true,
      passwordHash: 'h2',
    });
    expect(await view.get(collections.users, 'u1')).toMatchObject({
      id: 'u1',
      username: 'user1',
      role: 'client',
      isActive: true,
    });
  });
});

describe('admin stats projector', () => {
  it('counts users, active clients and agents from events', async () => {
    const view = await project(
      [adminStatsProjector],
      [
        ...registrationEvents(1),
        ...registrationEvents(2),
        {
          type: 'AgentCreated',
          data: {
            agentId: 'a1',
            userId: 'ua',
            fullName: 'Lic. A',
            email: 'a@f.mx',
            licenseNumber: 'CED-1',
            specialization: 'X',
            phoneNumber: '5512345678',
            extension: null,
            maxClients: 25,
            availability: 'available',
          },
        },
      ],
    );
    expect(await view.get(collections.adminStats, ADMIN_STATS_ID)).toEqual({
      totalUsers: 2,
      activeClients: 2,
      totalAgents: 1,
      totalRecovered: 0,
    });
  });
});
