import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { pool, register, registrationPayload } from '../support/api-client.js';
import { freePort, removeDir, startPortal } from '../support/portal.js';
import { percentile } from './projection-lag.js';

/**
 * E-mail delivery latency end to end: the real portal (embedded queue, SMTP_URL to an smtp-server peer in this
 * process) registers clients; each registration's "Recibimos su caso <caseNumber>" message is matched to it by
 * its subject. The latency is from the registration's answer (its events are appended and projected by then)
 * to the moment the peer accepts the message (end of DATA), and also from the request's start. A paced phase
 * (steady arrivals, open loop) gives the latency; a burst (as fast as `burstConcurrency` callers go) gives the
 * messages delivered per second. Same clock (performance.now) on both ends: one process.
 */
export const deliverySettings = {
  paced: 200,
  perSecond: 10,
  burst: 200,
  burstConcurrency: 10,
  /** How long after a phase's last answer its messages may still come. */
  waitS: 10,
  /** After the last expected message: listen this long more for duplicates. */
  settleMs: 1_000,
  scryptLog2N: 10,
} as const;

export interface LatencyStats {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

export interface DeliveryPhase {
  name: string;
  registered: number;
  /** Registrations answered other than 201 or failed. */
  failed: number;
  /** Distinct registrations whose message arrived. */
  delivered: number;
  /** Messages beyond the first for a case number, or a Message-ID seen twice (must be 0). */
  duplicates: number;
  /** Messages whose subject names no case of this phase. */
  unmatched: number;
  /** Answer → accepted by the peer. */
  fromAnswer: LatencyStats;
  /** Answer → the portal opened the SMTP connection that carried the message (the portal's own part). */
  toConnect: LatencyStats;
  /** Request start → accepted by the peer. */
  fromRequest: LatencyStats;
  /** Request start → answer. */
  answer: LatencyStats;
  /** First request start to last answer. */
  registrationSeconds: number;
  /** First answer to the last message accepted. */
  deliverySeconds: number;
  /** delivered / deliverySeconds. */
  messagesPerSec: number;
}

export interface DeliveryResult {
  settings: typeof deliverySettings;
  paced: DeliveryPhase;
  burst: DeliveryPhase;
}

interface Accepted {
  /** When the portal's TCP connection for this message was opened. */
  connectedAt: number;
  at: number;
  raw: Buffer;
}

/**
 * smtp-server waits a fixed 100 ms after each TCP connection before its 220 greeting (its early-talker check; not
 * configurable), so every message sent on a new connection pays it here.
 */
export const PEER_GREETING_DELAY_MS = 100;

/**
 * An SMTP peer that stamps the moment it accepts each message (the end of DATA, just before its 250) and the
 * moment the TCP connection that carried it was opened. No reverse DNS lookup of the client.
 */
async function smtpPeer(port: number) {
  const accepted: Accepted[] = [];
  const connectedAt = new Map<number, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const at = performance.now();
        accepted.push({
          connectedAt: connectedAt.get(session.remotePort) ?? at,
          at,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  server.server.on('connection', (socket) => {
    if (socket.remotePort !== undefined) connectedAt.set(socket.remotePort, performance.now());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface Sent {
  started: number;
  answered: number;
  caseNumber: string | undefined;
}

interface Message {
  connectedAt: number;
  at: number;
  subject: string;
  messageId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Percentiles, max and mean of a set of durations (ms); NaN for none. */
export function latencyStats(values: number[]): LatencyStats {
  const sorted = Float64Array.from(values).sort();
  return {
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    meanMs: values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN,
  };
}

async function registerOne(baseUrl: string): Promise<Sent> {
  const started = performance.now();
  const res = await register(baseUrl, registrationPayload()).catch(() => undefined);
  const answered = performance.now();
  const caseNumber =
    res?.status === 201 ? (res.json as { caseNumber?: string } | undefined)?.caseNumber : undefined;
  return { started, answered, caseNumber };
}

/** Waits until every registered case has a message (or the cap), then listens `settleMs` more. */
async function collect(sent: Sent[], accepted: Accepted[], from: number): Promise<{ messages: Message[] }> {
  const expected = sent.filter((s) => s.caseNumber).length;
  const deadline = performance.now() + deliverySettings.waitS * 1000;
  while (accepted.length - from < expected && performance.now() < deadline) await sleep(5);
  await sleep(deliverySettings.settleMs);
  const messages = await Promise.all(
    accepted.slice(from).map(async ({ connectedAt, at, raw }) => {
      const mail = await simpleParser(raw);
      return { connectedAt, at, subject: mail.subject ?? '', messageId: mail.messageId ?? '' };
    }),
  );
  return { messages };
}

function phase(name: string, sent: Sent[], messages: Message[]): DeliveryPhase {
  const byCase = new Map<string, Sent>();
  for (const s of sent) if (s.caseNumber) byCase.set(s.caseNumber, s);
  const firstAt = new Map<string, Message>();
  const ids = new Set<string>();
  let duplicates = 0;
  let unmatched = 0;
  for (const m of messages) {
    const caseNumber = /^Recibimos su caso (\S+)$/.exec(m.subject)?.[1];
    if (!caseNumber || !byCase.has(caseNumber)) {
      unmatched++;
      continue;
    }
    if (firstAt.has(caseNumber) || (m.messageId && ids.has(m.messageId))) duplicates++;
    else firstAt.set(caseNumber, m);
    if (m.messageId) ids.add(m.messageId);
  }
  const fromAnswer: number[] = [];
  const toConnect: number[] = [];
  const fromRequest: number[] = [];
  for (const [caseNumber, m] of firstAt) {
    const s = byCase.get(caseNumber);
    if (!s) continue;
    fromAnswer.push(m.at - s.answered);
    toConnect.push(m.connectedAt - s.answered);
    fromRequest.push(m.at - s.started);
  }
  const firstStart = Math.min(...sent.map((s) => s.started));
  const firstAnswer = Math.min(...sent.map((s) => s.answered));
  const lastAnswer = Math.max(...sent.map((s) => s.answered));
  const lastAccepted = Math.max(...[...firstAt.values()].map((m) => m.at));
  const deliverySeconds = firstAt.size ? (lastAccepted - firstAnswer) / 1000 : Number.NaN;
  return {
    name,
    registered: byCase.size,
    failed: sent.length - byCase.size,
    delivered: firstAt.size,
    duplicates,
    unmatched,
    fromAnswer: latencyStats(fromAnswer),
    toConnect: latencyStats(toConnect),
    fromRequest: latencyStats(fromRequest),
    answer: latencyStats(sent.map((s) => s.answered - s.started)),
    registrationSeconds: (lastAnswer - firstStart) / 1000,
    deliverySeconds,
    messagesPerSec: firstAt.size / deliverySeconds,
  };
}

export async function runDeliveryBench(): Promise<DeliveryResult> {
  const s = deliverySettings;
  const port = await freePort();
  const peer = await smtpPeer(port);
  try {
    const portal = await startPortal({
      demo: false,
      serveFrontend: false,
      env: {
        LOG_LEVEL: 'warn',
        SCRYPT_LOG2N: String(s.scryptLog2N),
        REGISTRATIONS_PER_HOUR: '1000000',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Banco de pruebas <avisos@firma.mx>',
      },
    });
    try {
      // Warm-up: the first registration and message pay for lazy imports and the first SMTP connection.
      const warm = await registerOne(portal.baseUrl);
      await collect([warm], peer.accepted, 0);

      // Paced: one registration starts every 1/perSecond s whatever the earlier ones are doing (open loop).
      let from = peer.accepted.length;
      const pending: Promise<Sent>[] = [];
      const start = performance.now();
      for (let i = 0; i < s.paced; i++) {
        const due = start + (i * 1000) / s.perSecond;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(registerOne(portal.baseUrl));
      }
      const pacedSent = await Promise.all(pending);
      const paced = phase(
        `paced ${s.perSecond}/s`,
        pacedSent,
        (await collect(pacedSent, peer.accepted, from)).messages,
      );

      // Burst: as fast as `burstConcurrency` callers go.
      from = peer.accepted.length;
      const burstSent = await pool(
        Array.from({ length: s.burst }, () => () => registerOne(portal.baseUrl)),
        s.burstConcurrency,
      );
      const burst = phase(
        `burst, ${s.burstConcurrency} at once`,
        burstSent,
        (await collect(burstSent, peer.accepted, from)).messages,
      );
      return { settings: s, paced, burst };
    } finally {
      await portal.stop();
      removeDir(portal.dataDir);
    }
  } finally {
    await peer.close();
  }
}
