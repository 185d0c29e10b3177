import {
  type CommandDeps,
  enrolSecondFactor,
  newTotpSecret,
  otpauthUri,
  removeSecondFactor,
  secondFactorOf,
  verifySecondFactor,
} from '@portal/command-service';
import {
  apiErrors,
  DomainError,
  type SessionUser,
  secondFactorErrors,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { DocumentStore, RouteRequest } from '@portal/platform';
import type { Context } from 'koa';
import { renderSVG } from 'uqr';
import { type GatewayRouteHandlers, sessionOf } from '../http/api-router.js';
import type { SecurityEvent, SecurityLog } from '../security-log.js';
import type { SessionCookie } from './session-cookie.js';
import type { SessionDoc, Sessions } from './sessions.js';
import type { PasswordThrottle } from './throttle.js';
import { throttledSecret } from './throttled-secret.js';

interface SecondFactorDeps {
  documents: DocumentStore;
  sessions: Sessions;
  cookie: SessionCookie;
  /** Its own counters (`second-factor`), keyed per account: a code is guessed no faster than a password. */
  throttle: PasswordThrottle;
  securityLog: SecurityLog;
  commands: Pick<CommandDeps, 'events' | 'portalSecret'>;
  /** The issuer an authenticator app shows beside the code (SITE_NAME). */
  siteName: string;
}

type CodeRoute = 'secondFactor' | 'secondFactorEnrolmentConfirm' | 'removeSecondFactor';

/**
 * The second factor's own calls. The code step and the enrolment are answered to a session whose second
 * factor has not passed (the router lets only these through); passing either replaces that session with a signed-in
 * one (a new token: what the pending session's cookie was, it is no longer). Every code is throttled like a
 * password, per account, and each outcome goes to the security log.
 */
export function secondFactorRoutes(deps: SecondFactorDeps) {
  const current = (ctx: Context): { session: SessionDoc; token: string } => {
    const session = sessionOf(ctx);
    const token = deps.cookie.read(ctx);
    if (!session || !token) throw new DomainError('unauthenticated', apiErrors.unauthenticated);
    return { session, token };
  };

  const userOf = async (userId: string): Promise<UserDoc> => {
    const user = await deps.documents.get<UserDoc>(USERS, userId);
    if (!user) throw new DomainError('unauthenticated', apiErrors.unauthenticated);
    return user;
  };

  /** The session passes: a new signed-in token replaces the pending one (and, with `everyOther`, every other). */
  const signIn = async (
    ctx: Context,
    { session, token }: { session: SessionDoc; token: string },
    now: Date,
    everyOther: boolean,
  ): Promise<SessionUser> => {
    const { id, username, fullName, email, role } = await userOf(session.userId);
    if (everyOther) await deps.sessions.destroyOthers(id, undefined);
    else await deps.sessions.destroy(token);
    deps.cookie.write(ctx, await deps.sessions.create(id, role, now, 'passed'));
    return { id, username, fullName, email, role };
  };

  /**
   * Runs `attempt` (a command that refuses a wrong code with `second_factor_code_wrong`) through the throttle:
   * a wrong code counts as a failed password would; a delay answers 429 with its wait.
   */
  const throttledCode = async <T>(
    event: SecurityEvent,
    request: Pick<RouteRequest<CodeRoute>, 'actor' | 'clientAddress' | 'correlationId'>,
    attempt: () => Promise<T>,
  ): Promise<T> => {
    const entry = {
      event,
      userId: request.actor.userId,
      address: request.clientAddress,
      requestId: request.correlationId,
    };
    return throttledSecret(deps, entry, 'second_factor_code_wrong', attempt);
  };

  return {
    secondFactor: async (request, ctx) => {
      const pending = current(ctx);
      if (pending.session.secondFactor !== 'pending-code')
        throw new DomainError('second_factor_not_due', secondFactorErrors.notDue);
      await throttledCode('second_factor', request, () =>
        verifySecondFactor(deps.commands, request, request.body.code),
      );
      return { body: { user: await signIn(ctx, pending, request.now, false) } };
    },

    secondFactorEnrolment: async (request, ctx) => {
      const { session, token } = current(ctx);
      // An enrolled factor is replaced only after a reset (staff) or a removal with a code (agents, clients).
      if (
        session.secondFactor === 'pending-code' ||
        (await secondFactorOf(deps.commands, request.actor.userId)).enrolled
      )
        throw new DomainError('second_factor_enrolled', secondFactorErrors.enrolled);
      // A staff session that passed has a factor: here only `pending-enrol`, or an agent or a client opting in.
      const { username } = await userOf(request.actor.userId);
      const secret = newTotpSecret();
      await deps.sessions.setPendingSecret(token, session, secret);
      const uri = otpauthUri(secret, username, deps.siteName);
      return { body: { secret, otpauthUri: uri, qrSvg: renderSVG(uri) } };
    },

    secondFactorEnrolmentConfirm: async (request, ctx) => {
      const pending = current(ctx);
      const secret = pending.session.pendingSecret;
      if (!secret) throw new DomainError('second_factor_not_started', secondFactorErrors.notStarted);
      const { actor } = request;
      const { recoveryCodes } = await throttledCode('second_factor_enrolment', request, () =>
        enrolSecondFactor(
          deps.commands,
          {
            actorId: actor.userId,
            actorRole: actor.role,
            correlationId: request.correlationId,
            now: request.now,
          },
          { userId: actor.userId, secret, code: request.body.code },
        ),
      );
      // A new factor: every other session of the person ends (they were opened without it).
      return { body: { user: await signIn(ctx, pending, request.now, true), recoveryCodes } };
    },

    removeSecondFactor: async (request) => {
      await throttledCode('second_factor_removal', request, () =>
        removeSecondFactor(deps.commands, request, request.body.code),
      );
      return { body: { ok: true, message: secondFactorErrors.removed } };
    },
  } satisfies GatewayRouteHandlers;
}
