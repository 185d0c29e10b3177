import { adminErrors, DomainError, type RouteBody } from '@portal/contracts';
import { type Actor, hashPassword } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type UserCommand, userDecider, userStream } from './decider.js';

type AdminRequest = RequestInfo & { actor: Actor };

/**
 * PUT /api/admin/users/:id (If-Match): the active flag, the name, or (a superadministrator) the role. A new
 * username or e-mail needs its reservation moved, which is not built yet: refused, nothing written. Answers the
 * user stream's revision and whether the user was deactivated (their sessions end at once).
 */
export async function updateUserByAdmin(
  deps: Pick<CommandDeps, 'events' | 'activeSuperadmins'>,
  request: AdminRequest,
  input: { userId: string; changes: RouteBody<'adminUpdateUser'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined; deactivated: boolean }> {
  const { changes } = input;
  const outcome = await handleCommand(
    deps.events,
    userDecider,
    userStream(input.userId),
    async (state): Promise<UserCommand> => {
      if (!state.exists) throw new DomainError('not_found', adminErrors.userNotFound);
      const renamed =
        (changes.username !== undefined && changes.username !== state.username) ||
        (changes.email !== undefined && changes.email !== state.email);
      if (renamed) throw new DomainError('not_yet', adminErrors.notYet);
      const activeSuperadmins = deps.activeSuperadmins ? await deps.activeSuperadmins() : 0;
      return {
        type: 'AdminUpdateUser',
        actor: request.actor,
        changes: { isActive: changes.isActive, fullName: changes.fullName, role: changes.role },
        activeSuperadmins,
      };
    },
    metaOf(request),
    { expectedRevision: input.expectedRevision, staleMessage: adminErrors.staleUser },
  );
  return {
    revision: outcome.revision,
    position: outcome.position,
    deactivated: outcome.events.some((e) => e.type === 'UserDeactivated'),
  };
}

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
        newPasswordHash: await hashPassword(input.newPassword, deps.scryptLog2N),
      };
    },
    metaOf(request),
    { retryOnConflict: true },
  );
  return outcome.position;
}
