import type { Role } from '../roles.js';
import type { AdminUser } from '../schemas/staff.js';

/** Projection `users` (its checkpoint has the same name): the users and the credentials login reads. */
export const USERS_PROJECTION = 'users';

/** One per user, as the admin user lists show it. */
export const USERS = 'users';
/** Keyed by lower-case username: what login needs. */
export const CREDENTIALS = 'credentials';

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
