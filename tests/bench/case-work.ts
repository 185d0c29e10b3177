import { demoAccounts } from '@portal/command-service';
import type { ClientDashboard } from '@portal/contracts';
import { call, login } from '../support/api-client.js';
import { removeDir, startPortal } from '../support/portal.js';
import { type LatencyStats, latencyStats } from './delivery.js';

/**
 * From a staff write to the client's screen showing it: the real portal (demo mode, one process, embedded
 * stores). The demo agent sets the progress of the phase in progress (PUT with If-Match) or adds a visible
 * comment; then the client's browser does what the screen does after a write, one GET of the dashboard (or of the
 * comments), and the change must be in that answer. Baseline in the same run: the same client GETs with no write
 * before them. Sequential (one person at a time), so the figures are latencies, not throughput.
 */
export const caseWorkSettings = { writes: 200, warmup: 20 } as const;

export interface CaseWorkResult {
  settings: typeof caseWorkSettings;
  /** Request start → the write's answer (the read models have applied it by then). */
  progressWrite: LatencyStats;
  /** The client's GET of the dashboard right after. */
  dashboardRefetch: LatencyStats;
  /** Write request start → the client's dashboard answer that shows it. */
  progressVisible: LatencyStats;
  commentWrite: LatencyStats;
  commentsRefetch: LatencyStats;
  commentVisible: LatencyStats;
  /** GET of the dashboard with no write before it (baseline). */
  dashboardAlone: LatencyStats;
  /** Refetches that did not show the write yet (must be 0: a write answers after the read models applied it). */
  notVisible: number;
  readModelsPending: number;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

export async function runCaseWorkBench(): Promise<CaseWorkResult> {
  const portal = await startPortal({ demo: true, serveFrontend: false, env: { LOG_LEVEL: 'warn' } });
  try {
    const base = portal.baseUrl;
    const agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
    const client = (await login(base, demoAccounts.client.username, demoAccounts.client.password)).cookie;
    const dashboard = async () => {
      const res = await call<ClientDashboard>(base, 'GET', '/api/clients/my-dashboard', { cookie: client });
      if (res.status !== 200) throw new Error(`dashboard answered ${res.status}`);
      return res.json;
    };
    const first = await dashboard();
    const caseId = first.fraudCase.id;
    const phase = first.recoveryProcess.phases.find((p) => p.status === 'in_progress');
    if (!phase) throw new Error('the demo case has no phase in progress');
    const caseFile = await call<{ revision: number }>(base, 'GET', `/api/cases/${caseId}`, { cookie: agent });
    let revision = caseFile.json.revision;

    const result = {
      progressWrite: [] as number[],
      dashboardRefetch: [] as number[],
      progressVisible: [] as number[],
      commentWrite: [] as number[],
      commentsRefetch: [] as number[],
      commentVisible: [] as number[],
      dashboardAlone: [] as number[],
    };
    let notVisible = 0;
    let pending = 0;
    const total = caseWorkSettings.warmup + caseWorkSettings.writes;
    for (let i = 0; i < total; i++) {
      const measured = i >= caseWorkSettings.warmup;
      const progress = (i % 99) + 1;

      const [, alone] = await timed(dashboard);

      const start = performance.now();
      const write = await call<{ revision: number }>(
        base,
        'PUT',
        `/api/cases/${caseId}/phases/${phase.key}`,
        {
          cookie: agent,
          headers: { 'if-match': String(revision) },
          body: { status: 'in_progress', progress },
        },
      );
      const written = performance.now();
      if (write.status !== 200) throw new Error(`progress write answered ${write.status}: ${write.text}`);
      if (write.headers.get('x-read-models') === 'pending') pending += 1;
      revision = write.json.revision;
      const seen = await dashboard();
      const shown = performance.now();
      if (seen.recoveryProcess.phases.find((p) => p.key === phase.key)?.progress !== progress)
        notVisible += 1;

      const content = `Actualización número ${i + 1} de su caso.`;
      const commentStart = performance.now();
      const comment = await call(base, 'POST', `/api/fraud-cases/${caseId}/comments`, {
        cookie: agent,
        body: { content, isVisibleToClient: true },
      });
      const commented = performance.now();
      if (comment.status !== 201) throw new Error(`comment answered ${comment.status}: ${comment.text}`);
      if (comment.headers.get('x-read-models') === 'pending') pending += 1;
      const comments = await call<{ content: string }[]>(
        base,
        'GET',
        `/api/fraud-cases/${caseId}/comments/client`,
        { cookie: client },
      );
      const listed = performance.now();
      if (comments.json[0]?.content !== content) notVisible += 1;

      if (!measured) continue;
      result.dashboardAlone.push(alone);
      result.progressWrite.push(written - start);
      result.dashboardRefetch.push(shown - written);
      result.progressVisible.push(shown - start);
      result.commentWrite.push(commented - commentStart);
      result.commentsRefetch.push(listed - commented);
      result.commentVisible.push(listed - commentStart);
    }
    return {
      settings: caseWorkSettings,
      progressWrite: latencyStats(result.progressWrite),
      dashboardRefetch: latencyStats(result.dashboardRefetch),
      progressVisible: latencyStats(result.progressVisible),
      commentWrite: latencyStats(result.commentWrite),
      commentsRefetch: latencyStats(result.commentsRefetch),
      commentVisible: latencyStats(result.commentVisible),
      dashboardAlone: latencyStats(result.dashboardAlone),
      notVisible,
      readModelsPending: pending,
    };
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}
