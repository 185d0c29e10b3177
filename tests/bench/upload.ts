import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, fsyncSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { MEGABYTE } from '@portal/contracts';
import { login } from '../support/api-client.js';
import { completeUpload, putBytes, startUpload } from '../support/documents.js';
import { removeDir, startPortal } from '../support/portal.js';
import { type LatencyStats, latencyStats } from './delivery.js';

/**
 * Upload throughput through the whole HTTP path: the real portal (demo mode, one process, embedded
 * stores), the demo client sending a 10 MB file the way the browser does (start, PUT of the bytes on the signed
 * URL, complete), one at a time. The PUT streams the body through the content check and the SHA-256 into the
 * blob store under the data folder, fsynced. Baseline in the same run: a raw copy of a file of the same size on
 * the same disk, fsynced too. Every file is new random bytes behind a PDF header (the store keeps equal bytes once).
 */
export const uploadSettings = { fileBytes: 10 * MEGABYTE, rounds: 12, warmup: 2 } as const;

export interface UploadResult {
  settings: typeof uploadSettings;
  /** The PUT of the bytes: request start → answer (stored, hashed, checked). */
  put: LatencyStats;
  /** start + PUT + complete (the document recorded and in the read models). */
  whole: LatencyStats;
  /** copyFile + fsync of the same number of bytes into the portal's data folder. */
  rawCopy: LatencyStats;
  /** Megabytes (1024²) per second at the median of each. */
  putMBps: number;
  wholeMBps: number;
  rawCopyMBps: number;
}

function fileOf(bytes: number): Buffer {
  const header = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([header, randomBytes(bytes - header.length)]);
}

export async function runUploadBench(): Promise<UploadResult> {
  const { fileBytes, rounds, warmup } = uploadSettings;
  const portal = await startPortal({ demo: true, serveFrontend: false, env: { LOG_LEVEL: 'warn' } });
  const scratch = join(portal.dataDir, 'bench-copies');
  mkdirSync(scratch, { recursive: true });
  try {
    const base = portal.baseUrl;
    const client = (await login(base, demoAccounts.client.username, demoAccounts.client.password)).cookie;
    const put: number[] = [];
    const whole: number[] = [];
    const rawCopy: number[] = [];
    for (let round = 0; round < warmup + rounds; round++) {
      const bytes = fileOf(fileBytes);
      const fileName = `extracto-${round}.pdf`;
      const start = performance.now();
      const started = await startUpload(base, client, { fileName, fileSize: bytes.length });
      if (started.status !== 200) throw new Error(`upload start answered ${started.status}`);
      const putStart = performance.now();
      const sent = await putBytes(base, client, started.json.uploadURL, bytes);
      const putEnd = performance.now();
      if (sent.status !== 200) throw new Error(`upload PUT answered ${sent.status}: ${sent.text}`);
      const completed = await completeUpload(base, client, {
        fileName,
        fileSize: bytes.length,
        uploadURL: started.json.uploadURL,
      });
      if (completed.status !== 201) throw new Error(`upload complete answered ${completed.status}`);
      const end = performance.now();

      // The baseline: the same number of bytes copied file to file on the same disk, fsynced.
      const source = join(scratch, `source-${round}`);
      writeFileSync(source, fileOf(fileBytes));
      const copyStart = performance.now();
      const target = join(scratch, `copy-${round}`);
      copyFileSync(source, target);
      const fd = openSync(target, 'r+');
      fsyncSync(fd);
      closeSync(fd);
      const copyEnd = performance.now();
      rmSync(source);
      rmSync(target);

      if (round < warmup) continue;
      put.push(putEnd - putStart);
      whole.push(end - start);
      rawCopy.push(copyEnd - copyStart);
    }
    const mb = fileBytes / MEGABYTE;
    const stats = { put: latencyStats(put), whole: latencyStats(whole), rawCopy: latencyStats(rawCopy) };
    return {
      settings: uploadSettings,
      ...stats,
      putMBps: mb / (stats.put.p50Ms / 1000),
      wholeMBps: mb / (stats.whole.p50Ms / 1000),
      rawCopyMBps: mb / (stats.rawCopy.p50Ms / 1000),
    };
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}
