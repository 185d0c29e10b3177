import { CREDENTIALS, type CredentialsDoc, USERS, USERS_PROJECTION, type UserDoc } from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/** users: one document per user (admin lists) and the credentials login reads, by lower-case username. */
export const usersProjector = defineProjector({
  name: USERS_PROJECTION,
  version: 1,
  collections: [USERS, CREDENTIALS],
  handles: ['UserRegistered', 'PasswordChanged'],
  async apply({ event, metadata }, view) {
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
        view.put(CREDENTIALS, username.toLowerCase(), credentials);
        return;
      }
      case 'PasswordChanged': {
        const user = await view.get<UserDoc>(USERS, event.data.userId);
        if (!user) return;
        const credentials = await view.get<CredentialsDoc>(CREDENTIALS, user.username.toLowerCase());
        if (credentials)
          view.put(CREDENTIALS, user.username.toLowerCase(), {
            ...credentials,
            passwordHash: event.data.passwordHash,
          });
        return;
      }
    }
  },
});
