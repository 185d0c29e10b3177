import { adminErrors, DomainError } from '@portal/contracts';
import { type Actor, hashPassword } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type UserCommand, userDecider, userStream } from './decider.js';

type AdminRequest = RequestInfo & { actor: Actor };

/** PUT /api/admin/users/:id/password: a new password set by an administrator; the person is told by e-mail. */
export async function setPasswordByAdmin(
  deps: Pick<CommandDeps, 'events' | 'scryptLog2N'>,
  request: AdminRequest,
  input: { userId: string; newPassword: string },
): Promise<string | undefined> {
  const outcome = await handleCommand(
    deps.events,
    userDecider,
    userStream(input.userId),
    async (state): Promise<UserCommand> => {
      if (!state.exists) throw new DomainError('not_found', adminErrors.userNotFound);
      return {
        type: 'AdminSetPassword',
        actor: request.actor,
        // One's own is refused by the decider: no hash computed for it.
        newPasswordHash:
          request.actor.userId === input.userId
            ? ''
            : await hashPassword(input.newPassword, deps.scryptLog2N),
      };
    },
    metaOf(request),
    { retryOnConflict: true },
  );
  return outcome.position;
}
