import { createFileRoute, redirect } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { readStoredUser, startPathFor } from '../session/session';

/**
 * Signed out: the landing page. Signed in (spec §2): a client to the client dashboard once the welcome tour is
 * completed on this device, to the tour before; other roles to /dashboard. Only the session module is imported
 * here: the landing's bundle carries none of the signed-in pages.
 */
export const Route = createFileRoute('/')({
  // Not split from the entry: the landing page paints without waiting for a second chunk (it is small).
  codeSplitGroupings: [],
  beforeLoad: () => {
    const user = readStoredUser();
    if (user) throw redirect({ to: startPathFor(user), replace: true });
  },
  component: LandingPage,
});
