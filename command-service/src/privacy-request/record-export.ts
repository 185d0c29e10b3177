import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { privacyAccessDecider, privacyAccessStream } from './decider.js';

type SignedInRequest = RequestInfo & { actor: Actor };

/** GET /api/privacy/my-data records each download: compliance reads in the case's history when it happened. */
export async function recordDataExport(
  deps: Pick<CommandDeps, 'events'>,
  request: SignedInRequest,
): Promise<string | undefined> {
  const userId = request.actor.userId;
  const { position } = await handleCommand(
    deps.events,
    privacyAccessDecider,
    privacyAccessStream(userId),
    () => ({ type: 'RecordDataExport' as const, userId }),
    metaOf(request),
    { retryOnConflict: true },
  );
  return position;
}
