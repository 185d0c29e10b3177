import type { SessionUser } from '@portal/contracts';
import { useState } from 'react';
import { isRecord, ResponseFormatError } from '../../../api/errors';
import { type RouteLine, request } from '../../../api/request';
import { readSessionUser } from '../../../session/session';

const secondFactorRoute: RouteLine<'secondFactor'> = { method: 'POST', path: '/api/auth/second-factor' };

/** The answer `{ user }`, checked by hand: the login page loads no zod. */
function readUser(data: unknown): { user: SessionUser } {
  const user = readSessionUser(isRecord(data) ? data.user : undefined);
  if (!user) throw new ResponseFormatError();
  return { user };
}

/**
 * POST /api/auth/second-factor: the code of the authenticator app, or a recovery code, for the session the
 * password opened. A 401 is a wrong code (or that session is gone): it signs nobody out.
 */
export function submitSecondFactor(code: string) {
  return request(secondFactorRoute, { body: { code }, signOutOn401: false }, readUser);
}

/** Sends a code and says whether it is under way (a plain state, as useLogin). */
export function useSubmitSecondFactor() {
  const [isPending, setPending] = useState(false);
  const run = async (code: string) => {
    setPending(true);
    try {
      return await submitSecondFactor(code);
    } finally {
      setPending(false);
    }
  };
  return { submit: run, isPending };
}
