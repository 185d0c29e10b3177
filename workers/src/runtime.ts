import {
  AGENT_APPLICATIONS,
  type AgentApplicationDoc,
  CLIENT_DASHBOARDS,
  type DashboardDoc,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { DocumentStore, EventStore, PortalConfig } from '@portal/platform';
import { mailHandler } from './handlers/mail.js';
import { notifyHandler, type PostNotification } from './handlers/notify.js';
import { awaitingReadModels } from './handlers/read-model-behind.js';
import { fileTransport } from './mail/file-transport.js';
import { smtpTransport } from './mail/smtp-transport.js';
import type { MailTransport } from './mail/transport.js';
import type { EffectLog, JobHandler, JobQueue, WorkerHandle } from './queue/port.js';
import { SqliteJobQueue } from './queue/sqlite.js';
import { mailReactor } from './reactors/mail.js';
import { notificationsReactor } from './reactors/notifications.js';
import type { Reactor } from './reactors/reactor.js';
import { type ReactorLog, ReactorRunner, type ReactorStatus } from './reactors/runner.js';
import { retryPolicyOf } from './retry-policy.js';

/** Every reactor of the portal: each turns events into jobs (their rules, by aggregate, in reactors/effects/). */
export const reactors: readonly Reactor[] = [mailReactor, notificationsReactor];

/** A worker renews its leases every third of this while it runs a job: a killed worker's jobs return this soon. */
const LEASE_MS = 15_000;
/** How long a job waits for a read model behind its event before the queue's retry takes over (handlers/). */
const READ_MODEL_WAIT_MS = 3_000;
const RETENTION_MS = 30 * 24 * 3_600_000;

type Config = Pick<PortalConfig, 'role' | 'queue' | 'mail' | 'site' | 'publicUrl' | 'jobs'>;

export interface SideEffects {
  queue: JobQueue & { effects: EffectLog };
  reactorStatuses(): ReactorStatus[];
  close(): Promise<void>;
}

/** The names of the reactors (their checkpoints are the queue's; their stored states are `reactorStatusKey`'s). */
export const reactorNames = () => reactors.map((r) => r.name);
/** Where a reactor's state is stored beside the projections' (a projection may bear the same name). */
export const reactorStatusKey = (name: string) => `reactor-${name}`;

/** The configured queue; BullMQ and ioredis are loaded only when REDIS_URL asks for them. */
async function openQueue(config: Config, log: ReactorLog): Promise<JobQueue & { effects: EffectLog }> {
  if (config.queue.kind === 'sqlite') return new SqliteJobQueue(config.queue.file);
  const { BullmqJobQueue } = await import('./queue/bullmq.js');
  return new BullmqJobQueue({
    url: config.queue.url,
    onError: (error) => log.error('job queue error', error),
  });
}

function mailTransportOf(config: Config): MailTransport {
  const from =
    config.mail.from ??
    `"${config.site.siteName}" <no-responder@${config.publicUrl?.hostname ?? 'portal.local'}>`;
  return config.mail.kind === 'smtp'
    ? smtpTransport(config.mail.url, from)
    : fileTransport(config.mail.dir, from);
}

/**
 * The side effects of one process: the reactors follow the log (roles `all` and `projections`: one writer of
 * their checkpoints), the workers run the jobs (roles `all` and `workers`: any number of processes).
 */
export async function startSideEffects(deps: {
  config: Config;
  events: EventStore;
  documents: DocumentStore;
  /** Appends a notification (the command side's, handed over by the composition: workers do not import it). */
  postNotification: PostNotification;
  /** Stores a reactor's state for the ops status of every process. */
  storeStatus?: (key: string, status: ReactorStatus) => Promise<void>;
  /** Whether a person's data was erased (their key destroyed): nothing is mailed to them. */
  erased?: (subjectId: string) => Promise<boolean>;
  log: ReactorLog;
}): Promise<SideEffects> {
  const { config, events, documents, log } = deps;
  const queue = await openQueue(config, log);
  const runners: ReactorRunner[] = [];
  let worker: WorkerHandle | undefined;
  if (config.role === 'all' || config.role === 'projections') {
    for (const reactor of reactors) {
      const { storeStatus } = deps;
      const runner = new ReactorRunner({
        reactor,
        events,
        queue,
        log,
        ...(storeStatus ? { onStatus: (status) => storeStatus(reactorStatusKey(reactor.name), status) } : {}),
      });
      await runner.start();
      runners.push(runner);
    }
  }
  let prune: NodeJS.Timeout | undefined;
  if (config.role === 'all' || config.role === 'workers') {
    const handlers: Record<string, JobHandler> = {
      mail: mailHandler({
        transport: mailTransportOf(config),
        effects: queue.effects,
        site: config.site,
        publicUrl: config.publicUrl,
        recipient: async (userId) => {
          const user = await documents.get<UserDoc>(USERS, userId);
          return user ? { email: user.email, fullName: user.fullName, revision: user.revision } : undefined;
        },
        caseNumber: async (userId) =>
          (await documents.get<DashboardDoc>(CLIENT_DASHBOARDS, userId))?.recoveryProcess?.caseNumber,
        ...(deps.erased ? { erased: deps.erased } : {}),
        applicant: async (applicationId) => {
          const a = await documents.get<AgentApplicationDoc>(AGENT_APPLICATIONS, applicationId);
          return a
            ? {
                email: a.email,
                fullName: a.fullName,
                username: a.username,
                status: a.status,
                reason: a.reason,
              }
            : undefined;
        },
      }),
      notify: notifyHandler(deps.postNotification, undefined, async (clientUserId) => {
        const dashboard = await documents.get<DashboardDoc>(CLIENT_DASHBOARDS, clientUserId);
        if (!dashboard) return undefined;
        if (!dashboard.agentUserId) return null;
        return {
          agentUserId: dashboard.agentUserId,
          caseNumber: dashboard.recoveryProcess?.caseNumber,
          clientName: dashboard.user?.fullName,
        };
      }),
    };
    const patient = Object.fromEntries(
      Object.entries(handlers).map(([kind, handler]) => [
        kind,
        awaitingReadModels(handler, READ_MODEL_WAIT_MS),
      ]),
    );
    worker = queue.work(patient, { concurrency: 4, retry: retryPolicyOf(config), leaseMs: LEASE_MS });
    prune = setInterval(() => {
      queue.prune(new Date(Date.now() - RETENTION_MS)).catch((error) => log.error('job prune failed', error));
    }, 3_600_000);
    prune.unref();
  }
  return {
    queue,
    reactorStatuses: () => runners.map((r) => r.report()),
    close: async () => {
      clearInterval(prune);
      for (const runner of runners) await runner.stop();
      await worker?.stop();
      await queue.close();
    },
  };
}
