import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { loadHealth } from '../api/get-health';
import { PrivacyRenewalGate } from '../components/privacy/PrivacyRenewalGate';
import { SkipLink } from '../components/SkipLink';
import { ErrorPage } from '../features/misc/ErrorPage';
import { NotFoundPage } from '../features/misc/NotFoundPage';
import { Toaster } from '../ui';

/** After a navigation, focus moves to the new page's main landmark so screen readers start there. */
function useFocusOnNavigation() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // The new page renders in this tick; wait a frame for its <main>.
    const id = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(id);
  }, [pathname]);
}

function RootLayout() {
  useFocusOnNavigation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <SkipLink />
      <PrivacyRenewalGate pathname={pathname}>
        <Outlet />
      </PrivacyRenewalGate>
      <Toaster />
    </>
  );
}

/** What every route's `beforeLoad` and `loader` receive (app.tsx passes it to createRouter). */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The site facts (name, contacts, demo notice) of every page's chrome start loading with the first
  // navigation; later navigations find them cached.
  loader: () => loadHealth(),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
