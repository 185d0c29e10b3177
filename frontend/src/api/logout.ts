import { toasts } from '@portal/contracts/texts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { forgetUser, readStoredUser } from '../session/session';
import { showToast } from '../ui';
import { call } from './client';
import { forgetUserData } from './query-client';

/** POST /api/auth/logout: ends the server session. */
export function logout() {
  return call('logout', { signOutOn401: false });
}

/**
 * Log out: ends the server session, then forgets the stored user and that user's welcome flag, drops the
 * cached data and goes to `to`. The local cleanup happens even when the server cannot be reached.
 */
export function useLogout(to: '/' | '/login' = '/') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);

  const run = async () => {
    if (isPending) return;
    setPending(true);
    const user = readStoredUser();
    try {
      await logout();
    } catch {
      // The session cookie expires on its own; the device is cleaned up anyway.
    }
    forgetUser(user?.id);
    forgetUserData(queryClient);
    await navigate({ to, replace: true });
    showToast({ ...toasts.sessionEnded, tone: 'info' });
  };

  return { logout: run, isPending };
}
