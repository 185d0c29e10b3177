import type { ChangePasswordInput, ClientRegistration, RouteName } from '@portal/contracts';
import type { RouteContext, RouteHandler } from '@portal/platform';
import type { CommandDeps } from './context.js';
import { registerClient } from './registration/register-client.js';
import { changePassword } from './user/change-password.js';

/** The write routes this service answers, by route name of the contracts' table. */
export function commandRoutes(deps: CommandDeps): Partial<Record<RouteName, RouteHandler>> {
  return {
    registerClient: (ctx) => registerClient(deps, ctx as RouteContext<ClientRegistration>),
    changePassword: (ctx) => changePassword(deps, ctx as RouteContext<ChangePasswordInput>),
  };
}
