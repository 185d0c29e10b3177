/** The roles and their rules. Imports no zod: the front end's first pages read it as `@portal/contracts/roles`. */
export const roles = ['superadmin', 'admin', 'agent', 'client', 'compliance'] as const;
export type Role = (typeof roles)[number];

/** Badge text (upper case), long label and badge colour of each role (client-portal.md §6). */
export const roleLabels: Record<
  Role,
  { badge: string; name: string; color: 'red' | 'blue' | 'green' | 'grey' }
> = {
  superadmin: { badge: 'SUPER ADMIN', name: 'Super Administrador', color: 'red' },
  admin: { badge: 'ADMIN', name: 'Administrador', color: 'blue' },
  agent: { badge: 'AGENTE', name: 'Agente Especializado', color: 'green' },
  client: { badge: 'CLIENTE', name: 'Cliente', color: 'grey' },
  // Read-only staff: they read what the route table lists them in, and write nothing.
  compliance: { badge: 'CUMPLIMIENTO', name: 'Cumplimiento', color: 'grey' },
};

/** Any unknown role value is treated as client. */
export function normalizeRole(value: unknown): Role {
  return roles.find((role) => role === value) ?? 'client';
}

/** Whether a user of `role` may use something that requires `required`; superadmin passes admin. */
export function roleSatisfies(role: Role, required: Role): boolean {
  return role === required || (role === 'superadmin' && required === 'admin');
}

/**
 * The roles that must sign in with a second factor (they read every case or administer the portal);
 * agents and clients may turn one on.
 */
export const secondFactorRoles: readonly Role[] = ['superadmin', 'admin', 'compliance'];
export function requiresSecondFactor(role: Role): boolean {
  return secondFactorRoles.includes(role);
}

/** Where a user lands after signing in. */
export function homePathFor(role: Role): '/client-dashboard' | '/dashboard' {
  return role === 'client' ? '/client-dashboard' : '/dashboard';
}
