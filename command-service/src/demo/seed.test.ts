import { resolveCaseAccess } from '../fraud-case/case-access.js';
import { useEventStore } from '../testing-cases.js';
import { seedDemo } from './seed.js';

const t = useEventStore('demo-seed-');

/** The data of the first event of `type` in the store whose data matches `where`. */
async function find<T>(type: string, where: Record<string, unknown> = {}): Promise<T> {
  const events = await t.store.readAll({ limit: 10_000 });
  const match = events.find(
    (e) =>
      e.type === type &&
      Object.entries(where).every(([k, v]) => (e.data as Record<string, unknown>)[k] === v),
  );
  if (!match) throw new Error(`no ${type} in the seeded store`);
  return match.data as T;
}

describe('demo seed', () => {
  it("assigns the demo client ('cliente') to the demo agent ('agente'), who may then work the case", async () => {
    await seedDemo(t.deps, new Date('2026-11-21T12:00:00Z'));
    const agent = await find<{ userId: string }>('UserRegistered', { username: 'agente' });
    const client = await find<{ userId: string }>('UserRegistered', { username: 'cliente' });
    const fraudCase = await find<{ caseId: string; userId: string }>('FraudCaseReported');
    expect(fraudCase.userId).toBe(client.userId);
    const access = await resolveCaseAccess(t.store, fraudCase.caseId, {
      userId: agent.userId,
      role: 'agent',
    });
    expect(access.clientUserId).toBe(client.userId);
    await expect(
      resolveCaseAccess(t.store, fraudCase.caseId, { userId: 'otro-agente', role: 'agent' }),
    ).rejects.toMatchObject({ code: 'case_not_assigned' });
  }, 60_000);

  it('enrols the demo superadmin and admin with the secrets the README publishes, and seeding again adds nothing', async () => {
    await seedDemo(t.deps, new Date('2026-11-21T12:00:00Z'));
    const superadmin = await find<{ userId: string }>('UserRegistered', { username: 'superadmin' });
    const admin = await find<{ userId: string }>('UserRegistered', { username: 'admin' });
    const events = await t.store.readAll({ limit: 10_000 });
    expect(
      events
        .filter((e) => e.type === 'SecondFactorEnrolled')
        .map((e) => [(e.data as { userId: string }).userId, (e.data as { secret: string }).secret]),
    ).toEqual([
      [superadmin.userId, 'ZFIEWXL4JN4ZQQ3BUKBNTDEK7C4GJAO2'],
      [admin.userId, 'KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'],
    ]);
    await seedDemo(t.deps, new Date('2026-11-22T12:00:00Z'));
    expect(await t.store.readAll({ limit: 10_000 })).toHaveLength(events.length);
  }, 60_000);
});
