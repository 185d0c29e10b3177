import { idSource } from '@portal/platform';
import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { refused } from '../errors.js';
import {
  type AcceptRequest,
  fingerprintOf,
  idempotencyDecider,
  idempotencyStream,
  sameRequest,
} from './decider.js';

/** An add that creates something, as its Idempotency-Key (if any) makes it. */
export interface KeyedRequest {
  /** The ids of what the request creates: derived from the key (a retry gets the same), at random without one. */
  id: (name: string) => string;
  /** The command's metadata, its event ids seeded by the key. */
  meta: CommandMeta;
  /** The same request was accepted before: this is a retry. */
  retry: boolean;
  /** Records the key's first use, once the request succeeded (nothing without a key or on a retry). */
  record: () => Promise<string | undefined>;
}

/**
 * An add with an Idempotency-Key: every id and event id derives from the key, so a retry appends nothing new
 * (the deciders take an id they already hold as done). The key's first use is recorded after the add succeeded
 * (a refused add writes nothing), with a fingerprint of the request and its path's ids, so the key reused for
 * other data is refused (422) before anything happens. `secretFields` (a password) are fingerprinted by a keyed
 * hash only, never by a plain one, and a retry with another secret is refused too.
 */
export async function keyedRequest(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: RequestInfo,
  operation: string,
  input: Record<string, unknown>,
  secretFields: string[] = [],
): Promise<KeyedRequest> {
  const key = request.idempotencyKey;
  if (!key)
    return { id: idSource(undefined), meta: metaOf(request), retry: false, record: async () => undefined };
  const seed = `${operation}:${key}`;
  const meta = metaOf(request, seed);
  const fingerprint = fingerprintOf(input, deps.portalSecret, secretFields);
  const stream = idempotencyStream(key);
  const { accepted } = (await readAggregate(deps.events, idempotencyDecider, stream)).state;
  if (accepted && !sameRequest(accepted, { operation, ...fingerprint })) throw refused.idempotencyKeyReused();
  const retry = accepted !== null;
  const record = async () => {
    if (retry) return undefined;
    const outcome = await handleCommand(
      deps.events,
      idempotencyDecider,
      stream,
      (): AcceptRequest => ({ type: 'AcceptRequest', operation, ...fingerprint }),
      meta,
      { retryOnConflict: true },
    );
    return outcome.position;
  };
  return { id: idSource(seed), meta, retry, record };
}
