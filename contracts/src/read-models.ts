import type { Role } from './roles.js';
import type { ClientDashboard } from './schemas/dashboard.js';
import type { AdminUser } from './schemas/staff.js';

/**
 * The read models: collection names and document shapes, shared by the projections that write them and the
 * query side that reads them. The projection of all of them is one checkpoint, `read-models`.
 */
export const READ_MODELS = 'read-models';

export const collections = {
  /** One per user, as the admin user lists show it. */
  users: 'users',
  /** Keyed by lower-case username: what login needs. */
  credentials: 'credentials',
  /** Keyed by the client's user id, exactly the dashboard response. */
  clientDashboards: 'clientDashboards',
  /** One document, `global`. */
  adminStats: 'adminStats',
  agents: 'agents',
} as const;
export const ADMIN_STATS_ID = 'global';

export interface UserDoc extends AdminUser {
  createdAt: string;
}

export interface CredentialsDoc {
  userId: string;
  username: string;
  fullName: string;
  email: string;
  role: Role;
  isActive: boolean;
  passwordHash: string;
}

/** While a registration is being written its parts arrive one by one; the query answers only a complete one. */
export type DashboardDoc = Partial<ClientDashboard> & {
  /** An agent assigned before the recovery process document existed. */
  pendingAgent?: { name: string; phone: string; email: string };
};
