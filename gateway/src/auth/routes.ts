import {
  apiErrors,
  CREDENTIALS,
  type CredentialsDoc,
  DomainError,
  type LoginResult,
  toasts,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import { type DocumentStore, decoyHash, verifyPassword } from '@portal/platform';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import type { SessionCookie } from './session-cookie.js';
import type { Sessions } from './sessions.js';
import type { LoginThrottle } from './throttle.js';

interface AuthDeps {
  documents: DocumentStore;
  sessions: Sessions;
  cookie: SessionCookie;
  throttle: LoginThrottle;
  scryptLog2N: number;
}

/** Login, logout and "who am I": the session is the gateway's own business. */
export function authRoutes(deps: AuthDeps) {
  return {
    login: async (request, ctx) => {
      const { username, password } = request.body;
      const account = username.trim().toLowerCase();
      if (!deps.throttle.attempt(account, ctx.ip)) {
        throw new DomainError('too_many_attempts', apiErrors.tooManyAttempts);
      }
      const credentials = await deps.documents.get<CredentialsDoc>(CREDENTIALS, account);
      // Without an account the decoy hash is verified all the same, so the answer's timing tells nothing.
      const valid = await verifyPassword(
        password,
        credentials?.passwordHash ?? (await decoyHash(deps.scryptLog2N)),
      );
      if (!credentials || !valid || !credentials.isActive) {
        throw new DomainError('invalid_credentials', apiErrors.invalidCredentials);
      }
      deps.throttle.succeed(account, ctx.ip);
      const previous = deps.cookie.read(ctx);
      if (previous) await deps.sessions.destroy(previous);
      deps.cookie.write(ctx, await deps.sessions.create(credentials.userId, credentials.role, request.now));
      const body: LoginResult = {
        user: {
          id: credentials.userId,
          username: credentials.username,
          fullName: credentials.fullName,
          email: credentials.email,
          role: credentials.role,
        },
      };
      return { body };
    },
    logout: async (_request, ctx) => {
      const token = deps.cookie.read(ctx);
      if (token) await deps.sessions.destroy(token);
      deps.cookie.clear(ctx);
      return { body: { ok: true, message: toasts.sessionEnded.title } };
    },
    me: async ({ actor }) => {
      const user = await deps.documents.get<UserDoc>(USERS, actor.userId);
      if (!user) throw new DomainError('unauthenticated', apiErrors.unauthenticated);
      const { id, username, fullName, email, role } = user;
      return { body: { user: { id, username, fullName, email, role } } };
    },
  } satisfies GatewayRouteHandlers;
}
