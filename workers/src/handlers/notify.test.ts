import type { Job } from '../queue/port.js';
import { type AgentOfClient, notifyHandler, type PostNotification } from './notify.js';

const job = (payload: Record<string, unknown>, attempt = 1): Job => ({
  id: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-password-changed',
  kind: 'notify',
  payload,
  attempt,
});

function recorder() {
  const calls: Parameters<PostNotification>[] = [];
  const post: PostNotification = async (...args) => {
    calls.push(args);
  };
  return { calls, post };
}

const at = new Date('2026-11-22T15:05:00.000Z');

describe('notify handler', () => {
  it("posts the job's notification under the job's id, on every attempt the same", async () => {
    const { calls, post } = recorder();
    const handle = notifyHandler(post, () => at);
    const payload = {
      userId: 'user-2',
      kind: 'passwordChanged',
      facts: { changedAt: '2026-11-22T15:04:05.000Z', byAdmin: false },
    };
    await handle(job(payload));
    await handle(job(payload, 2));
    const expected = [
      {
        jobId: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-password-changed',
        userId: 'user-2',
        kind: 'passwordChanged',
        facts: { changedAt: '2026-11-22T15:04:05.000Z', byAdmin: false },
      },
      at,
    ];
    expect(calls).toEqual([expected, expected]);
  });

  it('keeps the facts of the case notifications (none dropped by the schema)', async () => {
    const { calls, post } = recorder();
    const handle = notifyHandler(post, () => at);
    await handle(
      job({
        userId: 'user-1',
        kind: 'phaseCompleted',
        facts: { phaseKey: 'recovery', nextPhaseKey: null },
      }),
    );
    await handle(
      job({
        userId: 'user-1',
        kind: 'agentAssigned',
        facts: { agentName: 'Lic. María Torres', agentPhone: '55 9876 5432', agentEmail: 'm@example.mx' },
      }),
    );
    await handle(
      job({
        userId: 'user-1',
        kind: 'caseCommentAdded',
        facts: { caseId: 'case-1', commentId: 'comment-1', commentType: 'admin' },
      }),
    );
    expect(calls.map(([input]) => [input.kind, input.facts])).toEqual([
      ['phaseCompleted', { phaseKey: 'recovery', nextPhaseKey: null }],
      [
        'agentAssigned',
        { agentName: 'Lic. María Torres', agentPhone: '55 9876 5432', agentEmail: 'm@example.mx' },
      ],
      ['caseCommentAdded', { caseId: 'case-1', commentId: 'comment-1', commentType: 'admin' }],
    ]);
  });

  it("posts a client's news to the agent they have when the job runs, naming the client and the case", async () => {
    const { calls, post } = recorder();
    let agent: Awaited<ReturnType<AgentOfClient>>;
    const handle = notifyHandler(
      post,
      () => at,
      async (client) => (client === 'user-1' ? agent : null),
    );
    const payload = { agentOfClient: 'user-1', kind: 'clientPlanChosen', facts: { plan: 'premium' } };
    agent = undefined;
    await expect(handle(job(payload))).rejects.toThrow('client user-1 not in the read models (yet)');
    agent = null;
    await handle(job(payload));
    expect(calls).toEqual([]);
    agent = { agentUserId: 'agent-user-7', caseNumber: 'EXP-2026-12345678', clientName: 'Ana López' };
    await handle(job(payload, 2));
    expect(calls).toEqual([
      [
        {
          jobId: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11.notify-password-changed',
          userId: 'agent-user-7',
          kind: 'clientPlanChosen',
          facts: {
            plan: 'premium',
            clientUserId: 'user-1',
            caseNumber: 'EXP-2026-12345678',
            clientName: 'Ana López',
          },
        },
        at,
      ],
    ]);
  });

  it('fails a job it cannot read (no user, an unknown kind) without posting anything', async () => {
    const { calls, post } = recorder();
    const handle = notifyHandler(post, () => at);
    await expect(handle(job({ kind: 'passwordChanged', facts: {} }))).rejects.toThrow('no userId');
    await expect(handle(job({ userId: 'user-2', kind: 'welcome', facts: {} }))).rejects.toThrow();
    expect(calls).toEqual([]);
  });

  it('passes on a failure of the command side, so the queue retries the job', async () => {
    const handle = notifyHandler(async () => {
      throw new Error('event store unavailable');
    });
    await expect(handle(job({ userId: 'user-2', kind: 'registrationReceived', facts: {} }))).rejects.toThrow(
      'event store unavailable',
    );
  });
});
