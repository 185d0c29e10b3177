import { demoAccounts } from '@portal/command-service';
import type { GatewayRouteHandlers } from '../http/api-router.js';

const roles = ['superadmin', 'admin', 'agent', 'client'] as const;

/**
 * GET /api/admin/demo-accounts (admins): the four demo accounts the seed created, shown on the full panel's
 * 'Cuentas' tab; outside demo mode the list is empty and the tab is not shown (real passwords exist nowhere).
 */
export function demoAccountRoutes(demoMode: boolean): GatewayRouteHandlers {
  return {
    demoAccounts: async () => ({
      body: demoMode
        ? roles.map((role) => {
            const { username, password, fullName } = demoAccounts[role];
            return { role, username, password, fullName };
          })
        : [],
    }),
  };
}
