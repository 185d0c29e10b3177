import { adminErrors, adminToasts, DomainError, toasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import { type CommandDeps, latest } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import { changePassword } from './change-password.js';
import { createStaffUser } from './create-staff-user.js';
import { setPasswordByAdmin } from './set-password.js';
import { updateUserByAdmin } from './update-user.js';

/** A person's own password, and the administration of accounts. */
export function userRoutes(deps: CommandDeps) {
  return {
    changePassword: async (request) => {
      const position = await changePassword(deps, request.body, request);
      return {
        body: { ok: true, message: toasts.passwordChanged.description },
        position,
        credentialsChangedFor: request.actor.userId,
      };
    },
    adminCreateUser: async (request) => {
      // Every role this route gives administers or audits the portal: a superadministrator's decision.
      if (request.actor.role !== 'superadmin') throw new DomainError('forbidden', adminErrors.superadminOnly);
      // With an Idempotency-Key (the screen sends one) a retry after a lost answer creates the account once.
      const keyed = await keyedRequest(deps, request, 'adminCreateUser', request.body, ['password']);
      const { userId, position } = await createStaffUser(deps, keyed.meta, request.body);
      return { body: { ok: true, id: userId }, position: latest(position, await keyed.record()) };
    },
    adminUpdateUser: async (request) => {
      const { revision, position, deactivated } = await updateUserByAdmin(deps, request, {
        userId: request.params.id,
        changes: request.body,
        expectedRevision: request.expectedRevision,
      });
      // A deactivated user's sessions end at once (every one: the caller is someone else).
      return {
        body: { ok: true, revision },
        position,
        ...(deactivated ? { credentialsChangedFor: request.params.id } : {}),
      };
    },
    adminUserPassword: async (request) => {
      const position = await setPasswordByAdmin(deps, request, {
        userId: request.params.id,
        newPassword: request.body.newPassword,
      });
      return {
        body: { ok: true, message: adminToasts.passwordChanged.description },
        position,
        credentialsChangedFor: request.params.id,
      };
    },
  } satisfies RouteHandlers;
}
