/**
 * How `npm run bench` prints its parts 7 to 13: job queue, e-mail delivery, case work, upload, admin list, case
 * history and rebuild, the people's keys.
 */
import type { AdminListResult } from './admin-list.js';
import type { CaseWorkResult } from './case-work.js';
import {
  type DeliveryPhase,
  type DeliveryResult,
  type LatencyStats,
  PEER_GREETING_DELAY_MS,
} from './delivery.js';
import { latencyCells, latencyHead, num, type Print, table } from './print.js';
import { httpCells } from './print-core.js';
import { type PrivacyResult, privacySettings } from './privacy.js';
import type { QueueResult } from './queue.js';
import { type ReplayResult, replaySettings } from './replay.js';
import type { UploadResult } from './upload.js';

export function printQueue(r: QueueResult, print: Print): void {
  const s = r.settings;
  print(
    `7. Job queue  (enqueue: up to ${num(s.enqueue)} jobs or ${s.capS} s, each call with the reactor's checkpoint; processed: ${num(s.drain)} queued jobs emptied by one worker, concurrency ${s.concurrency}, no-op handler, or ${s.capS} s)`,
  );
  const cells = (x: QueueResult['enqueue'][number]) => [
    x.name,
    num(x.jobs),
    num(x.seconds, 2),
    num(x.jobsPerSec),
  ];
  table(print, ['enqueue', 'jobs', 'seconds', 'jobs/s'], r.enqueue.map(cells));
  table(print, ['processed end to end', 'jobs', 'seconds', 'jobs/s'], r.processed.map(cells));
  if (r.bullmqSkipped) print(`  (BullMQ not measured: ${r.bullmqSkipped})`);
}

export function printDelivery(r: DeliveryResult, print: Print): void {
  const s = r.settings;
  print(
    `8. E-mail delivery  (real portal, embedded queue, SMTP_URL to an smtp-server peer in this process; ${s.paced} registrations paced at ${s.perSecond}/s, then ${s.burst} with ${s.burstConcurrency} at once; matched by the case number in the subject)`,
  );
  print(
    '  t0 = the registration answer arrived (its events appended and projected by then); t1 = the peer accepted the message (end of DATA)',
  );
  const cells = (x: DeliveryPhase, label: string, l: LatencyStats) =>
    latencyCells(`${x.name}: ${label}`, l, 1);
  table(
    print,
    latencyHead,
    [r.paced, r.burst].flatMap((x) => [
      cells(x, 'answer -> accepted', x.fromAnswer),
      cells(x, 'answer -> SMTP connection opened', x.toConnect),
      cells(x, 'request -> accepted', x.fromRequest),
      cells(x, 'request -> answer', x.answer),
    ]),
  );
  table(
    print,
    [
      'phase',
      'registered',
      'failed',
      'delivered',
      'duplicates',
      'unmatched',
      'reg s',
      'delivery s',
      'messages/s',
    ],
    [r.paced, r.burst].map((x) => [
      x.name,
      num(x.registered),
      num(x.failed),
      num(x.delivered),
      num(x.duplicates),
      num(x.unmatched),
      num(x.registrationSeconds, 2),
      num(x.deliverySeconds, 2),
      num(x.messagesPerSec, 1),
    ]),
  );
  print(
    `  (delivery s: first answer to last message accepted; duplicates must be 0. The peer (smtp-server) greets ${PEER_GREETING_DELAY_MS} ms after each connection, and the portal opens one per message: that wait is in "accepted", not in "connection opened")`,
  );
}

export function printCaseWork(r: CaseWorkResult, print: Print): void {
  const s = r.settings;
  print(
    `9. Staff write -> client screen  (real portal, demo agent and client; ${s.writes} rounds after ${s.warmup} warm-up, one at a time: the agent writes, then the client's refetch must show it)`,
  );
  const cells = (label: string, l: LatencyStats) => latencyCells(label, l, 2);
  table(print, latencyHead, [
    cells('phase progress: PUT (If-Match) -> answer', r.progressWrite),
    cells('  then client GET my-dashboard', r.dashboardRefetch),
    cells('  write start -> dashboard shows it', r.progressVisible),
    cells('visible comment: POST -> answer', r.commentWrite),
    cells('  then client GET comments', r.commentsRefetch),
    cells('  write start -> comments show it', r.commentVisible),
    cells('baseline: GET my-dashboard, no write before', r.dashboardAlone),
  ]);
  print(
    `  refetches that did not show the write: ${num(r.notVisible)} (must be 0); answers marked X-Read-Models: pending: ${num(r.readModelsPending)}`,
  );
}

export function printUpload(r: UploadResult, print: Print): void {
  const s = r.settings;
  print(
    `10. Document upload  (real portal, demo client; ${num(s.fileBytes / 1024 / 1024)} MB files of random bytes, ${s.rounds} rounds after ${s.warmup} warm-up, one at a time; baseline: copyFile + fsync of the same size on the same disk)`,
  );
  const cells = (label: string, l: LatencyStats) => latencyCells(label, l, 1);
  table(print, latencyHead, [
    cells('PUT on the signed URL (check, SHA-256, store, fsync)', r.put),
    cells('start + PUT + complete (document recorded)', r.whole),
    cells('baseline: raw file copy + fsync', r.rawCopy),
  ]);
  print(
    `  MB/s at the median: PUT ${num(r.putMBps, 1)}, whole upload ${num(r.wholeMBps, 1)}, raw copy ${num(r.rawCopyMBps, 1)}; ratio PUT / raw copy ${num(r.putMBps / r.rawCopyMBps, 2)}, whole / raw copy ${num(r.wholeMBps / r.rawCopyMBps, 2)}`,
  );
}

export function printAdminList(r: AdminListResult, print: Print): void {
  const s = r.settings;
  print(
    `11. Admin list  (real portal, ${num(s.clients)} clients in the adminClients read model, pages of ${s.pageSize}; autocannon ${s.connections} connections, ${s.durationS} s after a ${s.warmupS} s warm-up)`,
  );
  table(
    print,
    ['server', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx/err', 'bytes/resp'],
    [r.first, r.page, r.search, r.bare].map((x) => httpCells(x)),
  );
  print(
    `  ratio first page / bare req/s: ${num(r.first.reqPerSec / r.bare.reqPerSec, 3)}; middle page / bare: ${num(r.page.reqPerSec / r.bare.reqPerSec, 3)}; search / bare: ${num(r.search.reqPerSec / r.bare.reqPerSec, 3)}`,
  );
}

export function printReplay(r: ReplayResult, print: Print): void {
  print(
    `12. Case history and rebuild  (SQLite temp files; a case of ${num(r.caseEvents)} events, ${replaySettings.rounds} calls each; then ${num(replaySettings.rebuildEvents)} events written by raw INSERTs of ${num(replaySettings.insertBatch)} per transaction and rebuilt)`,
  );
  table(
    print,
    ['call', 'p50 ms', 'p95 ms'],
    [
      [
        `history of the case (read its streams, diff ${num(r.caseEvents)} events)`,
        num(r.history.p50Ms, 2),
        num(r.history.p95Ms, 2),
      ],
      ['as-of now (replay through the caseFiles projector)', num(r.asOf.p50Ms, 2), num(r.asOf.p95Ms, 2)],
      ['baseline: the case file from its read model', num(r.readModel.p50Ms, 3), num(r.readModel.p95Ms, 3)],
    ],
  );
  table(
    print,
    ['write or rebuild', 'events', 'seconds', 'events/s'],
    [
      [
        'raw batched INSERT (adapter table)',
        num(r.insert.events),
        num(r.insert.seconds, 2),
        num(r.insert.eventsPerSec),
      ],
      ...r.rebuilds.map((b) => [
        `rebuild ${b.projection}`,
        num(b.events),
        num(b.seconds, 2),
        num(b.eventsPerSec),
      ]),
    ],
  );
  print(
    `  ratio rebuild / raw insert events/s: ${r.rebuilds.map((b) => `${b.projection} ${num(b.eventsPerSec / r.insert.eventsPerSec, 2)}`).join(', ')}  (goal: rebuild >= 50,000 events/s embedded)`,
  );
}

export function printPrivacy(r: PrivacyResult, print: Print): void {
  print(
    `13. The people's keys  (in this process, SQLite temp files: ${num(privacySettings.registrations)} registrations through RegisterClient, ${privacySettings.concurrency} at a time, scrypt log2 N ${privacySettings.scryptLog2N}, median of ${privacySettings.rounds} alternating rounds; then one erasure among ${num(r.erasure.clients)} clients)`,
  );
  table(
    print,
    ['registrations', 'per s', 'p50 ms', 'p99 ms'],
    [
      ['log without keys (baseline)', num(r.plain.perSecond), num(r.plain.p50Ms, 1), num(r.plain.p99Ms, 1)],
      [
        'log with personal data sealed',
        num(r.sealed.perSecond),
        num(r.sealed.p50Ms, 1),
        num(r.sealed.p99Ms, 1),
      ],
    ],
  );
  print(
    `  ratio sealed / plain registrations per s: ${num(r.sealed.perSecond / r.plain.perSecond, 3)}; readStream events/s plain ${num(r.readPlainPerSecond)}, sealed ${num(r.readSealedPerSecond)} (ratio ${num(r.readSealedPerSecond / r.readPlainPerSecond, 3)})`,
  );
  print(
    `  erasure of one client among ${num(r.erasure.clients)} (${num(r.erasure.events)} events): ${num(r.erasure.totalMs / 1000, 2)} s, of which rebuilding ${r.erasure.projections} projections ${num(r.erasure.rebuildMs / 1000, 2)} s`,
  );
  print('  the dashboard GET reads its read model only (opened when projected): see part 1 for its req/s');
}
