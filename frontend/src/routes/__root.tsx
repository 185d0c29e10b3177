import { screenTexts } from '@portal/contracts';
import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
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
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {screenTexts.skipToContent}
      </a>
      <Outlet />
      <Toaster />
    </>
  );
}

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
