import { toasts } from '@portal/contracts/texts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, Link, RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, useLayoutEffect } from 'react';
import type { Root } from 'react-dom/client';
import { createQueryClient, forgetUserData } from './api/query-client';
import { setUnauthorizedHandler } from './api/request';
import { setNavigation } from './lib/navigation';
import { routeTree } from './routeTree.gen';
import { isSignInUnfinished } from './session/second-factor';
import { clearStoredUser, onUserChangedElsewhere, readStoredUser } from './session/session';
import { AppLinkProvider, showToast } from './ui';

/**
 * The whole app: the router (every route's guard, loader and lazy page), the query client and the handlers of
 * a 401 and of another tab signing in or out. main.tsx starts it at once on every page but a signed-out
 * visitor's landing and login pages, which start it with their first navigation.
 */
const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders only prefetch into the query cache, which decides what is fresh: the router keeps no copy.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * What the running app answers for: a 401 from any call, another tab signing in or out, and every `navigateTo`.
 * Registered when it starts, not when its module loads: a first page preloads the module on a link's hover and
 * keeps its own navigation until the app is on screen.
 */
function registerHandlers(): void {
  // A 401 from any call: the server session is gone. Forget the stored user and go to /login. A session that
  // waits for its second factor is a sign-in to finish there, not an expired one.
  setUnauthorizedHandler((error) => {
    const hadUser = readStoredUser() !== null;
    clearStoredUser();
    forgetUserData(queryClient);
    if (router.state.location.pathname !== '/login') {
      void router.navigate({ to: '/login', replace: true });
      if (isSignInUnfinished(error)) showToast({ ...toasts.signInUnfinished, tone: 'info' });
      else if (hadUser) showToast({ ...toasts.sessionExpired, tone: 'info' });
    }
  });

  // Logged in or out in another tab: run the guards of the current page again.
  onUserChangedElsewhere(() => {
    forgetUserData(queryClient);
    void router.invalidate();
  });

  setNavigation({
    navigate: (to, options) => router.navigate({ to, replace: options?.replace }),
    preload: (to) => {
      void router.preloadRoute({ to }).catch(() => {});
    },
  });
}

/** Calls `onCommitted` once the tree below it is on screen (the router listens to the history by then). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useLayoutEffect(onCommitted, [onCommitted]);
  return children;
}

let started = false;

/**
 * Renders the app into `root` (replacing a first page's tree) and takes over the handlers; resolves once it is
 * on screen. Called once.
 */
export function startApp(root: Root): Promise<void> {
  if (started) throw new Error('the app is started once');
  started = true;
  registerHandlers();
  return new Promise((resolve) => {
    root.render(
      <StrictMode>
        <Committed onCommitted={resolve}>
          <AppLinkProvider value={Link}>
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </AppLinkProvider>
        </Committed>
      </StrictMode>,
    );
  });
}
