import { type ClientRegistrationResult, clientRegistrationResultSchema } from '@portal/contracts';
import { call, pool } from './api-client.js';
import type { RunningPortal } from './portal.js';

export interface BurstOutcome {
  /** Each registration's answer status, or 'no answer' (the portal died under it). */
  status: number | 'no answer';
  result?: ClientRegistrationResult;
}

/**
 * Sends the registrations 8 at a time, each with its Idempotency-Key, and kills the portal (SIGKILL) as soon as
 * `killAfter` of them have ended: the crash tests' burst. Resolves once the portal is dead.
 */
export async function registerThenKill(
  portal: RunningPortal,
  payloads: unknown[],
  keys: string[],
  killAfter: number,
): Promise<BurstOutcome[]> {
  const outcomes: BurstOutcome[] = payloads.map(() => ({ status: 'no answer' }));
  let done = 0;
  let killed: Promise<void> | undefined;
  await pool(
    payloads.map((payload, i) => async () => {
      try {
        const res = await call(portal.baseUrl, 'POST', '/api/clients/register', {
          body: payload,
          headers: { 'idempotency-key': keys[i] as string },
          allowServerError: true,
        });
        outcomes[i] = {
          status: res.status,
          ...(res.status === 201 ? { result: clientRegistrationResultSchema.parse(res.json) } : {}),
        };
      } catch {
        /* no answer: the portal died */
      }
      done += 1;
      if (done === killAfter) killed = portal.kill();
    }),
    8,
  );
  await killed;
  return outcomes;
}
