import {
  CREDENTIALS,
  type CredentialsDoc,
  ERASED_TEXT,
  USERS,
  USERS_PROJECTION,
  type UserDoc,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

/**
 * A user and their credentials changed the same way (`fields`; the password hash only in the credentials), the
 * user at the user stream's `revision`. A new username moves the credentials to its key: login finds them under
 * it, no longer under the old one.
 */
async function change(
  view: DocView,
  userId: string,
  revision: number,
  fields: Partial<Pick<UserDoc, 'fullName' | 'role' | 'isActive' | 'email' | 'username'>>,
  secret: Partial<Pick<CredentialsDoc, 'passwordHash'>> = {},
) {
  const user = await view.get<UserDoc>(USERS, userId);
  if (!user) return;
  view.put(USERS, userId, { ...user, ...fields, revision });
  const key = credentialsKey(user.username);
  const credentials = key === null ? undefined : await view.get<CredentialsDoc>(CREDENTIALS, key);
  if (!key || !credentials) return;
  const newKey = credentialsKey(fields.username ?? user.username);
  if (newKey !== key) view.delete(CREDENTIALS, key);
  if (newKey !== null) view.put(CREDENTIALS, newKey, { ...credentials, ...fields, ...secret });
}

/**
 * Where login finds a username's credentials: its lower case. An erased person's username reads as ERASED_TEXT:
 * they have none (nobody signs in as them, and two erased people do not share one key).
 */
const credentialsKey = (username: string) => (username === ERASED_TEXT ? null : username.toLowerCase());

/** users: one document per user (admin lists) and the credentials login reads, by lower-case username. */
export const usersProjector = defineProjector({
  name: USERS_PROJECTION,
  // 2: the revision of each user (the If-Match of an admin's edit) and the admin's changes.
  // 3: a new username (the credentials move to its key) and a new e-mail.
  version: 3,
  collections: [USERS, CREDENTIALS],
  handles: [
    'UserRegistered',
    'PasswordChanged',
    'UserNameChanged',
    'UsernameChanged',
    'UserEmailChanged',
    'UserRoleChanged',
    'UserDeactivated',
    'UserReactivated',
  ],
  async apply({ event, metadata, revision }, view) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, email, fullName, role, passwordHash } = event.data;
        const user: UserDoc = {
          id: userId,
          fullName,
          username,
          email,
          role,
          isActive: true,
          createdAt: metadata.occurredAt,
          revision,
        };
        view.put(USERS, userId, user);
        const credentials: CredentialsDoc = {
          userId,
          username,
          fullName,
          email,
          role,
          isActive: true,
          passwordHash,
        };
        const key = credentialsKey(username);
        if (key !== null) view.put(CREDENTIALS, key, credentials);
        return;
      }
      case 'PasswordChanged':
        return change(view, event.data.userId, revision, {}, { passwordHash: event.data.passwordHash });
      case 'UserNameChanged':
        return change(view, event.data.userId, revision, { fullName: event.data.fullName });
      case 'UserEmailChanged':
        return change(view, event.data.userId, revision, { email: event.data.email });
      case 'UsernameChanged':
        return change(view, event.data.userId, revision, { username: event.data.username });
      case 'UserRoleChanged':
        return change(view, event.data.userId, revision, { role: event.data.role });
      case 'UserDeactivated':
        return change(view, event.data.userId, revision, { isActive: false });
      case 'UserReactivated':
        return change(view, event.data.userId, revision, { isActive: true });
    }
  },
});
