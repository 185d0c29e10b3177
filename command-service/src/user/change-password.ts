import type { ChangePasswordInput } from '@portal/contracts';
import { type Actor, hashPassword, verifyPassword } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type UserCommand, userDecider, userStream } from './decider.js';

/**
 * ChangePassword: the signed-in user proves the current password and sets a new one. Answers the position of
 * the change; the caller ends the user's other sessions.
 */
export async function changePassword(
  deps: CommandDeps,
  { currentPassword, newPassword }: ChangePasswordInput,
  request: RequestInfo & { actor: Actor },
): Promise<string | undefined> {
  const { userId } = request.actor;
  const outcome = await handleCommand(
    deps.events,
    userDecider,
    userStream(userId),
    async (state): Promise<UserCommand> => {
      const verified = state.exists && (await verifyPassword(currentPassword, state.passwordHash));
      return {
        type: 'ChangePassword',
        userId,
        currentPasswordVerified: verified,
        samePassword: verified && currentPassword === newPassword,
        newPasswordHash: verified ? await hashPassword(newPassword, deps.scryptLog2N) : '',
      };
    },
    metaOf(request),
  );
  return outcome.position;
}
