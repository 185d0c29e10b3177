import { readdirSync, readFileSync } from 'node:fs';

/**
 * The portal child of this process started on `dataDir` (tests/support/portal.ts spawns node itself, with
 * DATA_DIR in its environment): its pid, read from /proc. Undefined off Linux or when not found.
 */
export function portalPid(dataDir: string): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environ.includes(`DATA_DIR=${dataDir}`)) return Number(entry);
    } catch {
      /* gone, or not ours */
    }
  }
  return undefined;
}

/** The resident memory of `pid` in bytes (VmRSS), NaN when it cannot be read. */
export function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples the resident memory of `pid` every `everyMs` while `work` runs: the highest seen above the start. */
export async function memoryGrowthDuring<T>(
  pid: number | undefined,
  work: () => Promise<T>,
  everyMs = 20,
): Promise<{ result: T; startBytes: number; peakBytes: number }> {
  const startBytes = residentBytes(pid);
  let peakBytes = startBytes;
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now > peakBytes) peakBytes = now;
  }, everyMs);
  try {
    const result = await work();
    const last = residentBytes(pid);
    if (last > peakBytes) peakBytes = last;
    return { result, startBytes, peakBytes };
  } finally {
    clearInterval(timer);
  }
}

/** CPU seconds `pid` used so far (user + system), NaN when it cannot be read. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until `pid` works less than `busyShare` of a `windowMs` window (a portal that rebuilt or caught up at
 * start has finished); at most `maxMs`. The seconds waited.
 */
export async function untilIdle(
  pid: number | undefined,
  { windowMs = 1000, busyShare = 0.05, maxMs = 300_000 } = {},
): Promise<number> {
  const started = performance.now();
  if (pid === undefined) return 0;
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, windowMs));
    const used = cpuSeconds(pid) - before;
    if (!(used > (busyShare * windowMs) / 1000) || performance.now() - started > maxMs)
      return (performance.now() - started) / 1000;
  }
}
