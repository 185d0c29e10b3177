import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CASE_FILES, type EventMetadata, eventCatalog } from '@portal/contracts';
import { SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import {
  caseAsOf,
  caseHistory,
  readCaseEvents,
  readModelProjectors,
  rebuildProjection,
} from '@portal/projections';
import Database from 'better-sqlite3';
import { percentile, registration } from './projection-lag.js';

export const replaySettings = {
  caseEvents: 1_000,
  rounds: 20,
  rebuildEvents: 1_000_000,
  insertBatch: 10_000,
} as const;

export interface ReplayResult {
  caseEvents: number;
  /** ms per call, median and p95 over the rounds. */
  history: { p50Ms: number; p95Ms: number };
  asOf: { p50Ms: number; p95Ms: number };
  readModel: { p50Ms: number; p95Ms: number };
  insert: { events: number; seconds: number; eventsPerSec: number };
  rebuilds: { projection: string; events: number; seconds: number; eventsPerSec: number }[];
}

const timeIt = async (rounds: number, fn: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
};

/** One case with `caseEvents` events: its registration, then follow-up comments by an admin. */
async function historyPart(dir: string) {
  const events = new SqliteEventStore(join(dir, 'case-events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'case-docs.db'));
  try {
    const reg = registration(1);
    for (const { streamId, event } of reg) await events.append(streamId, [event], 'no_stream');
    const caseStream = reg.find((r) => r.streamId.startsWith('fraudCase-'))?.streamId ?? '';
    const caseId = caseStream.slice('fraudCase-'.length);
    const first = reg[0];
    if (!first) throw new Error('a registration has events');
    const userId = (first.event.data as { userId: string }).userId;
    const meta: EventMetadata = {
      actorId: randomUUID(),
      actorRole: 'admin',
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: eventCatalog.CaseCommentAdded.version,
    };
    const comments = replaySettings.caseEvents - reg.length;
    for (let i = 0; i < comments; i += 50) {
      const batch = Array.from({ length: Math.min(50, comments - i) }, (_, k) => ({
        id: randomUUID(),
        type: 'CaseCommentAdded',
        data: {
          caseId,
          userId,
          commentId: randomUUID(),
          authorId: meta.actorId,
          commentType: 'admin',
          content: `Seguimiento número ${i + k + 1}: se revisaron los comprobantes del cliente.`,
          isVisibleToClient: (i + k) % 2 === 0,
          postedAt: meta.occurredAt,
        },
        metadata: meta,
      }));
      await events.append(caseStream, batch, 'any');
    }
    const caseFiles = readModelProjectors.find((p) => p.name === 'caseFiles');
    if (caseFiles) await rebuildProjection({ projector: caseFiles, events, documents });
    const at = new Date().toISOString();
    return {
      caseEvents: replaySettings.caseEvents,
      history: await timeIt(replaySettings.rounds, async () => {
        const source = await readCaseEvents(events, documents, caseId);
        return caseHistory(source.events, () => 'Administración');
      }),
      asOf: await timeIt(replaySettings.rounds, async () =>
        caseAsOf(await readCaseEvents(events, documents, caseId), at),
      ),
      readModel: await timeIt(replaySettings.rounds, () => documents.get(CASE_FILES, caseId)),
    };
  } finally {
    await events.close();
    await documents.close();
  }
}

/**
 * 1,000,000 events (250,000 registrations) written with raw batched INSERTs into the adapter's own table (the
 * baseline, in the same run), then read back by the online rebuild of a light projection (users: a quarter
 * of the events are its) and of the client dashboard (every event is its).
 */
async function rebuildPart(dir: string) {
  const file = join(dir, 'million.db');
  new SqliteEventStore(file).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const insert = db.prepare(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, 0, ?, ?, ?, ?)',
  );
  const rows = replaySettings.rebuildEvents / 4;
  const createdAt = new Date().toISOString();
  const write = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++)
      for (const { streamId, event } of registration(i))
        insert.run(
          event.id,
          streamId,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          createdAt,
        );
  });
  const t0 = performance.now();
  for (let i = 0; i < rows; i += replaySettings.insertBatch / 4)
    write(i, Math.min(rows, i + replaySettings.insertBatch / 4));
  const insertSeconds = (performance.now() - t0) / 1000;
  db.close();
  const events = new SqliteEventStore(file);
  const documents = new SqliteDocumentStore(join(dir, 'million-docs.db'));
  const rebuilds: ReplayResult['rebuilds'] = [];
  try {
    for (const name of ['users', 'clientDashboard']) {
      const projector = readModelProjectors.find((p) => p.name === name);
      if (!projector) continue;
      const r0 = performance.now();
      const result = await rebuildProjection({ projector, events, documents, batchSize: 5000 });
      const seconds = (performance.now() - r0) / 1000;
      rebuilds.push({
        projection: name,
        events: result.events,
        seconds,
        eventsPerSec: result.events / seconds,
      });
    }
  } finally {
    await events.close();
    await documents.close();
  }
  return {
    insert: {
      events: replaySettings.rebuildEvents,
      seconds: insertSeconds,
      eventsPerSec: replaySettings.rebuildEvents / insertSeconds,
    },
    rebuilds,
  };
}

export async function runReplayBench(): Promise<ReplayResult> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-replay-'));
  try {
    return { ...(await historyPart(dir)), ...(await rebuildPart(dir)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
