import { ADMIN_STATS, ADMIN_STATS_ID } from '@portal/contracts';
import { project } from '../../testing.js';
import { agentCreated, registrationEvents } from '../fixtures.js';
import { adminStatsProjector } from './index.js';

describe('admin stats projector', () => {
  it('counts users, active clients and agents from events', async () => {
    const view = await project(
      [adminStatsProjector],
      [...registrationEvents(1), ...registrationEvents(2), agentCreated()],
    );
    expect(await view.get(ADMIN_STATS, ADMIN_STATS_ID)).toEqual({
      totalUsers: 2,
      activeClients: 2,
      totalAgents: 1,
      totalRecovered: 0,
    });
  });
});
