import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renewalCheckQueryOptions } from '../../api/privacy-renewal-check';
import { useSessionUser } from '../../session/session';

/** Where the renewal is asked (routes/nuevo-aviso-de-privacidad.tsx). */
export const renewalPath = '/nuevo-aviso-de-privacidad';

/** Pages a person must be able to reach while the renewal is due: the renewal, the notice itself, signing in. */
const reachable = new Set([renewalPath, '/aviso-de-privacidad', '/login']);

/**
 * A new notice version asks signed-in clients and agents again, before anything else: while their last
 * consent names another version (or they gave none) every other page sends them to the renewal. Staff accounts are
 * not asked (the firm's own people, under its notice for staff). The check is one small read per session (cached),
 * read without zod since every page's root runs it; the renewal page is a route of its own, loaded when needed. A
 * failed check shows the page: nobody is locked out by a network error.
 */
export function PrivacyRenewalGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const user = useSessionUser();
  const asked =
    user !== null && (user.role === 'client' || user.role === 'agent') && !reachable.has(pathname);
  const check = useQuery({ ...renewalCheckQueryOptions(user?.id ?? ''), enabled: asked });
  if (!asked) return children;
  // Nothing of the page before the answer: it takes one key lookup, and the page's data loads meanwhile.
  if (check.isPending) return null;
  if (check.data === true) return <Navigate to={renewalPath} replace />;
  return children;
}
