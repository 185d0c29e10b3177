import type { RouteHandler, RouteHandlers, RouteRequest } from '@portal/platform';
import type { SecurityLog } from '../security-log.js';
import { tooManyRegistrations } from './refusals.js';
import type { RegistrationThrottle } from './registration-throttle.js';
import type { PasswordThrottle } from './throttle.js';
import { throttledSecret } from './throttled-secret.js';

interface GuardDeps {
  passwordChanges: PasswordThrottle;
  registrations: RegistrationThrottle;
  securityLog: SecurityLog;
}

/**
 * The services' handlers with the gateway's guards around the ones that cost a password hash: a change of
 * password is throttled like a login (a session holder cannot guess the current password), and registrations
 * are limited per address. Every outcome of a password change goes to the security log.
 */
export function guardHandlers(handlers: RouteHandlers, deps: GuardDeps): RouteHandlers {
  const registration = <N extends 'registerClient' | 'applyAsAgent'>(
    inner: RouteHandler<N> | undefined,
  ): RouteHandler<N> | undefined =>
    inner &&
    (async (request: RouteRequest<N>) => {
      const wait = await deps.registrations.take(request.clientAddress);
      if (wait !== null) {
        deps.securityLog.record({
          event: 'registration',
          outcome: 'throttled',
          userId: null,
          address: request.clientAddress,
          requestId: request.correlationId,
          retryAfterS: wait,
        });
        throw tooManyRegistrations(wait);
      }
      return inner(request);
    });
  return {
    ...handlers,
    registerClient: registration(handlers.registerClient),
    applyAsAgent: registration(handlers.applyAsAgent),
    changePassword: guardPasswordChange(handlers.changePassword, deps),
  };
}

function guardPasswordChange(
  inner: RouteHandler<'changePassword'> | undefined,
  deps: GuardDeps,
): RouteHandler<'changePassword'> | undefined {
  if (!inner) return undefined;
  return async (request) => {
    const userId = request.actor.userId;
    const entry = {
      event: 'password_change' as const,
      userId,
      address: request.clientAddress,
      requestId: request.correlationId,
    };
    return throttledSecret(
      { throttle: deps.passwordChanges, securityLog: deps.securityLog },
      entry,
      'current_password_wrong',
      () => inner(request),
    );
  };
}
