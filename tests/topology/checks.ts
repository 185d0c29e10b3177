/**
 * What the topology test looks at: the mail the SMTP peer accepted against the messages the run expects (each
 * once, to its one recipient), the ops status settling, the admin statistics and a client's own view of their case.
 */

import { connect } from 'node:net';
import { type AdminStats, adminStatsSchema, type OpsStatus, opsStatusSchema } from '@portal/contracts';
import { call } from '../support/api-client.js';
import { parsed, type ReceivedMail, settled, until } from '../support/smtp-peer.js';

/** The client signs in at a gateway and their dashboard shows the case their registration answered. */
export { expectCase } from '../support/client-case.js';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The messages a run expects, by subject, against what the peer accepted. */
export class MailLedger {
  /** Every subject the run expects, with its one recipient and how many copies (one, unless a test says why). */
  readonly expected = new Map<string, { recipient: string; copies: number }>();

  constructor(private readonly received: () => ReceivedMail[]) {}

  expect(subject: string, recipient: string, copies = 1): void {
    this.expected.set(subject, { recipient, copies });
  }

  /** The accepted messages by subject: their Message-IDs and envelope recipients. */
  async bySubject(): Promise<Map<string, { messageIds: string[]; recipients: string[] }>> {
    const bySubject = new Map<string, { messageIds: string[]; recipients: string[] }>();
    for (const m of await parsed(this.received())) {
      const entry = bySubject.get(m.subject) ?? { messageIds: [], recipients: [] };
      entry.messageIds.push(m.messageId);
      entry.recipients.push(...m.recipients);
      bySubject.set(m.subject, entry);
    }
    return bySubject;
  }

  /** Waits until every expected subject has arrived and nothing more comes for 2 s. */
  async arrived(timeoutMs = 90_000): Promise<void> {
    let missing: string[] = [];
    await until(
      'every expected message',
      async () => {
        const got = await this.bySubject();
        missing = [...this.expected.keys()].filter((s) => !got.has(s));
        return missing.length === 0 ? true : undefined;
      },
      timeoutMs,
    ).catch((error: unknown) => {
      throw new Error(`${messageOf(error)}; missing: ${missing.join(', ')}`);
    });
    await settled(() => this.received().length, 2_000);
  }
}

async function opsStatus(baseUrl: string, cookie: string): Promise<OpsStatus> {
  const res = await call(baseUrl, 'GET', '/api/ops/status', { cookie });
  expect(res.status).toBe(200);
  return opsStatusSchema.parse(res.json);
}

/** Every projection and reactor live at the end of the log and no job left, twice in a row (an admin's cookie). */
export async function quiet(baseUrl: string, cookie: string): Promise<void> {
  let streak = 0;
  let last: OpsStatus | undefined;
  await until(
    'the projections and the jobs to settle',
    async () => {
      last = await opsStatus(baseUrl, cookie);
      const still =
        [...last.projections, ...last.reactors].some((p) => p.eventsBehind > 0 || p.state !== 'live') ||
        last.jobs.waiting + last.jobs.active + last.jobs.delayed > 0;
      streak = still ? 0 : streak + 1;
      return streak >= 2 ? true : undefined;
    },
    90_000,
  ).catch((error: unknown) => {
    throw new Error(`${messageOf(error)}: ${JSON.stringify(last)}`);
  });
}

export async function stats(baseUrl: string, cookie: string): Promise<AdminStats> {
  const res = await call(baseUrl, 'GET', '/api/admin/stats', { cookie });
  expect(res.status).toBe(200);
  return adminStatsSchema.parse(res.json);
}

/** One command to the Redis at `url` (RESP over a socket of its own); its first reply line. */
export function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    socket.setTimeout(5_000);
    socket.once('connect', () =>
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`),
    );
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().split('\r\n')[0] ?? '');
    });
    socket.once('error', reject);
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`Redis did not answer ${args[0]}`));
    });
  });
}
