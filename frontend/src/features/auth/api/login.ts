import type { LoginInput, LoginResult } from '@portal/contracts';
import { useState } from 'react';
import { ResponseFormatError } from '../../../api/errors';
import { type RouteLine, request } from '../../../api/request';
import { readSessionUser } from '../../../session/session';

const loginRoute: RouteLine<'login'> = { method: 'POST', path: '/api/auth/login' };

/** The answer `{ user }`, checked by hand: the login page loads no zod. */
function readLoginResult(data: unknown): LoginResult {
  const user = readSessionUser((data as { user?: unknown } | null)?.user);
  if (!user) throw new ResponseFormatError();
  return { user };
}

/** POST /api/auth/login. A 401 here means wrong credentials, not an ended session: it signs nobody out. */
export function login(input: LoginInput) {
  return request(loginRoute, { body: input, signOutOn401: false }, readLoginResult);
}

/**
 * Logs in and says whether it is under way. Nothing cached depends on who is signed in before this (log out
 * and a 401 already dropped it), so there is nothing to invalidate: a plain state (like useLogout) instead of a
 * mutation, whose code the login page would otherwise load.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const run = async (input: LoginInput): Promise<LoginResult> => {
    setPending(true);
    try {
      return await login(input);
    } finally {
      setPending(false);
    }
  };
  return { login: run, isPending };
}
