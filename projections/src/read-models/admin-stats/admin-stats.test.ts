import { ADMIN_STATS, ADMIN_STATS_ID, addDecimal, type DomainEvent } from '@portal/contracts';
import { project } from '../../testing.js';
import { agentCreated, registrationEvents, work } from '../fixtures.js';
import { weekStartInMexico } from './figures.js';
import { adminStatsProjector } from './index.js';

const statsOf = async (events: DomainEvent[]) =>
  (await project([adminStatsProjector], events)).get(ADMIN_STATS, ADMIN_STATS_ID);

describe('admin stats projector', () => {
  it('counts users, active clients and agents from events', async () => {
    expect(await statsOf([...registrationEvents(1), ...registrationEvents(2), agentCreated()])).toMatchObject(
      {
        totalUsers: 2,
        activeClients: 2,
        totalAgents: 1,
        totalRecovered: 0,
      },
    );
  });

  it('draws the series: cases per week and per fraud type, the loss per currency, each case in its phase', async () => {
    const stats = await statsOf([...registrationEvents(1), ...registrationEvents(2)]);
    expect(stats).toMatchObject({
      casesByFraudType: [{ fraudType: 'forex', count: 2 }],
      byCurrency: [{ currency: 'MXN', original: '50001.00', recovered: '0.00', pending: '50001.00' }],
      casesByPhase: [{ phaseKey: 'analysis', count: 2 }],
    });
    const weeks = (stats as { newCasesByWeek: { count: number }[] }).newCasesByWeek;
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(2);
  });

  it('moves a case to its next phase when the one in progress is completed', async () => {
    const stats = await statsOf([
      ...registrationEvents(1),
      ...registrationEvents(2),
      work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z'),
      work.phaseStarted('legal', '2026-11-16T10:00:00.000Z'),
    ]);
    expect(stats).toMatchObject({
      casesByPhase: [
        { phaseKey: 'analysis', count: 1 },
        { phaseKey: 'legal', count: 1 },
      ],
    });
  });

  it('moves the currency sums and the recovered pesos when staff revise a recovery, revision after revision', async () => {
    const revised = (recoveredAmount: string, pendingAmount: string): DomainEvent => ({
      type: 'RecoveryFiguresRevised',
      data: {
        processId: 'p1',
        caseId: 'c1',
        userId: 'u1',
        originalAmount: '25000.50',
        recoveredAmount,
        pendingAmount,
      },
    });
    const stats = await statsOf([
      ...registrationEvents(1),
      ...registrationEvents(2),
      revised('10000.25', '15000.25'),
      revised('12000.00', '13000.50'),
    ]);
    expect(stats).toMatchObject({
      byCurrency: [{ currency: 'MXN', original: '50001.00', recovered: '12000.00', pending: '38001.00' }],
      totalRecovered: 12000,
    });
  });

  it('follows the active clients through their status', async () => {
    const stats = await statsOf([
      ...registrationEvents(1),
      {
        type: 'ClientStatusChanged',
        data: { clientId: 'cl1', userId: 'u1', status: 'suspended', previousStatus: 'active' },
      },
    ]);
    expect(stats).toMatchObject({ activeClients: 0 });
  });
});

describe('figures', () => {
  it('adds decimal strings exactly, in hundredths', () => {
    expect(addDecimal('25000.50', '25000.50')).toBe('50001.00');
    expect(addDecimal('0.1', '0.2')).toBe('0.30');
    expect(addDecimal('1,000', '0.05')).toBe('1000.05');
    expect(addDecimal('0', '-12.5')).toBe('-12.50');
  });

  it('names the week by its Monday in Mexico City', () => {
    // Monday 2026-11-23 02:00 UTC is still Sunday 22 in Mexico City: that week began on Monday 16.
    expect(weekStartInMexico('2026-11-23T02:00:00.000Z')).toBe('2026-11-16');
    expect(weekStartInMexico('2026-11-23T18:00:00.000Z')).toBe('2026-11-23');
    expect(weekStartInMexico('2026-11-29T18:00:00.000Z')).toBe('2026-11-23');
  });
});
