import { demoAccounts } from '@portal/command-service';
import type { GatewayRouteHandlers } from '../http/api-router.js';

const roles = ['superadmin', 'admin', 'agent', 'client'] as const;

/**
 * GET /api/admin/demo-accounts (admins): the demo accounts the seed created, shown on the full panel's 'Cuentas'
 * tab; outside demo mode the list is empty and the tab is not shown (real passwords exist nowhere). The
 * superadmin's account is listed to a superadmin only: its password would let a plain admin act above their role.
 */
export function demoAccountRoutes(demoMode: boolean): GatewayRouteHandlers {
  return {
    demoAccounts: async ({ actor }) => ({
      body: demoMode
        ? roles
            .filter((role) => role !== 'superadmin' || actor.role === 'superadmin')
            .map((role) => {
              const { username, password, fullName } = demoAccounts[role];
              return { role, username, password, fullName };
            })
        : [],
    }),
  };
}
