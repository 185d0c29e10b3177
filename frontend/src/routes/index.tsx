import { homePathFor } from '@portal/contracts/roles';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { readStoredUser } from '../session/session';

/**
 * Signed out: the landing page. Signed in: the user's home (a client goes straight to the client dashboard
 * until the welcome tour exists; other roles to /dashboard).
 */
export const Route = createFileRoute('/')({
  // Not split from the entry: the landing page paints without waiting for a second chunk (it is small).
  codeSplitGroupings: [],
  beforeLoad: () => {
    const user = readStoredUser();
    if (user) throw redirect({ to: homePathFor(user.role), replace: true });
  },
  component: LandingPage,
});
