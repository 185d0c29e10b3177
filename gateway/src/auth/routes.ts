import {
  apiErrors,
  CREDENTIALS,
  type CredentialsDoc,
  DomainError,
  type LoginAnswer,
  normalizeUsername,
  requiresSecondFactor,
  toasts,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import { type DocumentStore, decoyHash, verifyPassword } from '@portal/platform';
import type { GatewayRouteHandlers } from '../http/api-router.js';
import { type SecurityLog, throttled } from '../security-log.js';
import type { DeviceCookie } from './device-cookie.js';
import { tooManyAttempts } from './refusals.js';
import type { SessionCookie } from './session-cookie.js';
import type { SecondFactorStanding, Sessions } from './sessions.js';
import type { PasswordThrottle } from './throttle.js';

interface AuthDeps {
  documents: DocumentStore;
  sessions: Sessions;
  cookie: SessionCookie;
  /** Set at each successful sign-in; a valid one of the account exempts its device from the account's delay. */
  device: DeviceCookie;
  throttle: PasswordThrottle;
  securityLog: SecurityLog;
  scryptLog2N: number;
  /** Whether the person enrolled a second factor (their stream, never behind the log). */
  secondFactorOf: (userId: string) => Promise<{ enrolled: boolean }>;
}

/**
 * The credentials of a typed username: under its normalized form, or, for an account registered before usernames
 * were normalized (stored as typed, e.g. in full width), under its lower case as the read model keyed it then.
 */
async function credentialsOf(
  documents: DocumentStore,
  username: string,
): Promise<CredentialsDoc | undefined> {
  const account = normalizeUsername(username);
  const legacy = username.trim().toLowerCase();
  return (
    (await documents.get<CredentialsDoc>(CREDENTIALS, account)) ??
    (legacy === account ? undefined : await documents.get<CredentialsDoc>(CREDENTIALS, legacy))
  );
}

/** Login, logout and "who am I": the session is the gateway's own business. */
export function authRoutes(deps: AuthDeps) {
  return {
    login: async (request, ctx) => {
      const { username, password } = request.body;
      const account = normalizeUsername(username);
      const address = request.clientAddress;
      // Read once per request: the device check, the attempt and the throttled answer all need the account.
      let found: Promise<CredentialsDoc | undefined> | undefined;
      const find = () => {
        found ??= credentialsOf(deps.documents, username);
        return found;
      };
      // A device cookie counts only for the account it was issued for (another person's, or a forged one, is
      // ignored: the attempt is throttled like any other).
      const grant = deps.device.read(ctx);
      const device = grant && grant.userId === (await find())?.userId ? grant.nonce : undefined;
      const verdict = await deps.throttle.guard(
        account,
        address,
        async () => {
          const credentials = await find();
          // Without an account the decoy hash is verified all the same, so the answer's timing tells nothing.
          const valid = await verifyPassword(
            password,
            credentials?.passwordHash ?? (await decoyHash(deps.scryptLog2N)),
          );
          return { ok: Boolean(credentials && valid && credentials.isActive), value: credentials };
        },
        device,
      );
      const entry = {
        event: 'login' as const,
        address,
        requestId: request.correlationId,
        ...(verdict.device
          ? { device: verdict.device }
          : deps.device.present(ctx)
            ? { device: 'not_honoured' as const }
            : {}),
      };
      if (!verdict.allowed) {
        const userId = (await find())?.userId ?? null;
        deps.securityLog.record({ ...entry, outcome: 'throttled', userId, ...throttled(verdict) });
        throw tooManyAttempts(verdict.retryAfterS);
      }
      const credentials = verdict.value;
      if (!verdict.succeeded || !credentials) {
        deps.securityLog.record({ ...entry, outcome: 'failed', userId: credentials?.userId ?? null });
        throw new DomainError('invalid_credentials', apiErrors.invalidCredentials);
      }
      deps.securityLog.record({ ...entry, outcome: 'succeeded', userId: credentials.userId });
      // An enrolled factor asks for its code; a role that requires one without it enrols first. Until
      // then the session reaches only the second factor's own routes.
      const { enrolled } = await deps.secondFactorOf(credentials.userId);
      const standing: SecondFactorStanding = enrolled
        ? 'pending-code'
        : requiresSecondFactor(credentials.role)
          ? 'pending-enrol'
          : 'passed';
      const previous = deps.cookie.read(ctx);
      if (previous) await deps.sessions.destroy(previous);
      deps.cookie.write(
        ctx,
        await deps.sessions.create(credentials.userId, credentials.role, request.now, standing),
      );
      deps.device.issue(ctx, credentials.userId);
      if (standing !== 'passed')
        return { body: { secondFactor: standing === 'pending-code' ? 'required' : 'enrol' } };
      const body: LoginAnswer = {
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
      const { enrolled } = await deps.secondFactorOf(id);
      return {
        body: {
          user: { id, username, fullName, email, role },
          secondFactor: { enrolled, required: requiresSecondFactor(role) },
        },
      };
    },
  } satisfies GatewayRouteHandlers;
}
