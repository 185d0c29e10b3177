import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contracts';
import { idSource } from '@portal/platform';
import type { CommandMeta } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import { latest } from '../context.js';
import { confirmAccount, namesOf, registerAccount } from './register-account.js';

/** An administrator, a superadministrator or a compliance user (operators, demo mode, a superadministrator). */
export async function createStaffUser(
  deps: CommandDeps,
  meta: CommandMeta,
  input: {
    username: string;
    email: string;
    fullName: string;
    password: string;
    role: Extract<Role, 'admin' | 'superadmin' | 'compliance'>;
  },
) {
  const userId = idSource(meta.eventIdSeed ?? `createStaffUser:${randomUUID()}`)('user');
  const position = await registerAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
    ...namesOf(input.fullName),
    role: input.role,
    password: input.password,
  });
  const confirmed = await confirmAccount(deps, meta, {
    userId,
    username: input.username,
    email: input.email,
  });
  return { userId, position: latest(position, confirmed) };
}
