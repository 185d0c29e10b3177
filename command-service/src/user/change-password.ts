import type { ChangePasswordInput } from '@portal/contracts';
import { apiErrors, toasts } from '@portal/contracts';
import { hashPassword, type RouteContext, type RouteResult, verifyPassword } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf } from '../context.js';
import { DomainError } from '../errors.js';
import { userDecider, userStream } from './decider.js';

/** ChangePassword: the signed-in user proves the current password and sets a new one. */
export async function changePassword(
  deps: CommandDeps,
  ctx: RouteContext<ChangePasswordInput>,
): Promise<RouteResult> {
  const actor = ctx.actor;
  if (!actor) throw new DomainError(401, 'unauthenticated', apiErrors.unauthenticated);
  const { currentPassword, newPassword } = ctx.body;
  const outcome = await handleCommand(
    deps.events,
    userDecider,
    userStream(actor.userId),
    undefined,
    metaOf(ctx),
    {
      prepare: async (state) => {
        const verified = state.exists && (await verifyPassword(currentPassword, state.passwordHash));
        return {
          type: 'ChangePassword' as const,
          userId: actor.userId,
          currentPasswordVerified: verified,
          samePassword: verified && currentPassword === newPassword,
          newPasswordHash: verified ? await hashPassword(newPassword, deps.scryptLog2N) : '',
        };
      },
    },
  );
  return {
    body: { ok: true, message: toasts.passwordChanged.description },
    position: outcome.position,
    credentialsChangedFor: actor.userId,
  };
}
