// First: no schema may parse before zod is told not to compile with eval (the CSP refuses it).
import './lib/zod-jitless';
import './styles.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/request';
import { SkipLink } from './components/SkipLink';
import { LoginPage } from './features/auth/LoginPage';
import { LandingPage } from './features/landing/LandingPage';
import { navigateTo, setNavigation } from './lib/navigation';
import { clearStoredUser, onUserChangedElsewhere, readStoredUser } from './session/session';
import { Toaster } from './ui';

/**
 * A signed-out visitor's first page, `/` or `/login`, paints without the router, the query client and the other
 * pages (app.tsx): the page, its chrome and the toasts' place, as the root layout renders them. Its first
 * navigation (a link, signing in) starts the app and lets the router navigate; hovering or focusing a link
 * starts loading the app. Every other page starts the app at once.
 */
const firstPages = { '/': LandingPage, '/login': LoginPage } as const;

const loadApp = () => import('./app');

function startApp(root: Root): Promise<void> {
  return loadApp().then((app) => app.startApp(root));
}

function showFirstPage(root: Root, Page: ComponentType): void {
  let started: Promise<void> | null = null;
  const start = () => {
    started ??= startApp(root);
    return started;
  };
  setNavigation({
    navigate: async (to, options) => {
      try {
        await start();
      } catch {
        // The app could not load (no network): the browser loads the page itself, and says so if it cannot.
        if (options?.replace) window.location.replace(to);
        else window.location.assign(to);
        return;
      }
      // The app registered the router's navigation when it loaded.
      await navigateTo(to, options);
    },
    preload: () => {
      void loadApp().catch(() => {});
    },
  });
  // The calls a first page makes answer 401 only for what they handle themselves; a session ended meanwhile is
  // forgotten, as the app would (it is already on a page that needs none).
  setUnauthorizedHandler(() => clearStoredUser());
  // Signed in in another tab: the app's guards decide where this page goes.
  onUserChangedElsewhere(() => {
    void start();
  });
  root.render(
    <StrictMode>
      <SkipLink />
      <Page />
      <Toaster />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const path = window.location.pathname;
  const Page = path === '/' || path === '/login' ? firstPages[path] : null;
  if (Page && readStoredUser() === null) showFirstPage(root, Page);
  else void startApp(root);
}
