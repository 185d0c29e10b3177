import type { LoginAnswer, LoginInput } from '@portal/contracts';
import { useState } from 'react';
import { isRecord, ResponseFormatError } from '../../../api/errors';
import { type RouteLine, request } from '../../../api/request';
import { readSessionUser } from '../../../session/session';

const loginRoute: RouteLine<'login'> = { method: 'POST', path: '/api/auth/login' };

/**
 * The answer, checked by hand (the login page loads no zod): the user, or a session that waits for
 * the second factor: its code (`required`) or its enrolment first (`enrol`).
 */
function readLoginAnswer(data: unknown): LoginAnswer {
  const body = isRecord(data) ? data : null;
  if (body?.secondFactor === 'required' || body?.secondFactor === 'enrol')
    return { secondFactor: body.secondFactor };
  const user = readSessionUser(body?.user);
  if (!user) throw new ResponseFormatError();
  return { user };
}

/** POST /api/auth/login. A 401 here means wrong credentials, not an ended session: it signs nobody out. */
export function login(input: LoginInput) {
  return request(loginRoute, { body: input, signOutOn401: false }, readLoginAnswer);
}

/**
 * Logs in and says whether it is under way. Nothing cached depends on who is signed in before this (log out
 * and a 401 already dropped it), so there is nothing to invalidate: a plain state (like useLogout) instead of a
 * mutation, whose code the login page would otherwise load.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const run = async (input: LoginInput): Promise<LoginAnswer> => {
    setPending(true);
    try {
      return await login(input);
    } finally {
      setPending(false);
    }
  };
  return { login: run, isPending };
}
