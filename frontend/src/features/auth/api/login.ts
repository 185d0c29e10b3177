import type { LoginInput } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** POST /api/auth/login. A 401 here means wrong credentials, not an ended session: it signs nobody out. */
export function login(input: LoginInput) {
  return call('login', { body: input, signOutOn401: false });
}

/** Nothing cached depends on who is signed in before this: log out and a 401 already dropped it. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
