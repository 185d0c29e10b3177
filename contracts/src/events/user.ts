import { z } from 'zod';
import { roleSchema } from '../schemas/enums.js';

/** The user aggregate: credentials, profile, role and the active flag. */
export const userEvents = {
  UserRegistered: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      username: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      role: roleSchema,
      passwordHash: z.string(),
    }),
  },
  PasswordChanged: {
    version: 1,
    schema: z.object({ userId: z.string(), passwordHash: z.string(), changedBy: z.enum(['self', 'admin']) }),
  },
  /** An administrator changed the person's name as the portal shows it. */
  UserNameChanged: {
    version: 1,
    schema: z.object({
      userId: z.string(),
      fullName: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
  },
  /**
   * An administrator gave the account a new username (already reserved for it; the old one is released). The
   * person signs in with the new one from now on.
   */
  UsernameChanged: {
    version: 1,
    schema: z.object({ userId: z.string(), username: z.string(), previousUsername: z.string() }),
  },
  /** An administrator gave the account a new e-mail (reserved for it; the old one is released). */
  UserEmailChanged: {
    version: 1,
    schema: z.object({ userId: z.string(), email: z.string(), previousEmail: z.string() }),
  },
  /** The account can no longer sign in (its sessions end at once). */
  UserDeactivated: { version: 1, schema: z.object({ userId: z.string() }) },
  UserReactivated: { version: 1, schema: z.object({ userId: z.string() }) },
  /** A superadministrator changed a staff member's role. */
  UserRoleChanged: { version: 1, schema: z.object({ userId: z.string(), role: roleSchema }) },
} as const;
