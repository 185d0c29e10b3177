import type { Readable } from 'node:stream';

/**
 * The bytes of a request as a stream that first hands the start of the file (`sampleBytes`, or all of a shorter
 * file) to `check`, and lets the rest through only once `check` resolves: a refused file is never written
 * anywhere. The request is read without being destroyed, so a refusal can still be answered on it.
 */
export async function* checkedFirst(
  source: Readable,
  sampleBytes: number,
  check: (sample: Buffer) => Promise<void>,
): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  let checked = false;
  for await (const chunk of source.iterator({ destroyOnReturn: false })) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    if (checked) {
      yield bytes;
      continue;
    }
    held.push(bytes);
    length += bytes.length;
    if (length >= sampleBytes) {
      const start = Buffer.concat(held);
      held = [];
      await check(start);
      checked = true;
      yield start;
    }
  }
  if (!checked) {
    const whole = Buffer.concat(held);
    await check(whole);
    if (whole.length > 0) yield whole;
  }
}

/**
 * After a refusal answered before the whole file arrived: reads and drops the rest, so that the sender, still
 * sending, gets to read the answer instead of a reset connection; past `limit` more bytes the connection is cut.
 */
export function discardRest(source: Readable & { socket?: { destroy(): void } }, limit: number): void {
  if (source.readableEnded) return;
  // The refused write's reader (an async iterator left suspended) still listens for 'readable', which would
  // keep the stream paused whatever resume() says: the rest is only ever dropped from here on.
  source.removeAllListeners('readable');
  let dropped = 0;
  source.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) source.socket?.destroy();
  });
  source.resume();
}
