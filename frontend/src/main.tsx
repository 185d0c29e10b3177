// First: no schema may parse before zod is told not to compile with eval (the CSP refuses it).
import './lib/zod-jitless';
import './styles.css';
import { toasts } from '@portal/contracts/texts';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, forgetUserData } from './api/query-client';
import { setUnauthorizedHandler } from './api/request';
import { routeTree } from './routeTree.gen';
import { isSignInUnfinished } from './session/second-factor';
import { clearStoredUser, onUserChangedElsewhere, readStoredUser } from './session/session';
import { showToast } from './ui';

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

// A 401 from any call: the server session is gone. Forget the stored user and go to /login. A session that
// waits for its second factor (issue 21) is a sign-in to finish there, not an expired one.
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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
