import type { LinkComponentProps } from '@tanstack/react-router';
import { type ComponentType, createContext, type MouseEvent, useContext, useSyncExternalStore } from 'react';
import { navigateTo, preloadPath } from '../lib/navigation';

export type AppLinkProps = LinkComponentProps<'a'>;

const subscribeToHistory = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

/** Whether `path` is the page shown or one below it: the router's rule for an active link. */
function isActive(path: string): boolean {
  const current = window.location.pathname.replace(/\/+$/, '') || '/';
  const target = path.replace(/\/+$/, '') || '/';
  if (current === target) return true;
  return target !== '/' && current.startsWith(`${target}/`);
}

/**
 * The link of a first page before the router runs: the same element the router's Link renders (href, the
 * `active` class, aria-current and data-status on the current page), its click navigating through
 * `navigateTo` (which starts the app) and its hover, focus or touch preloading it. Only `to` is supported.
 */
function PlainLink({ to, className, children, target, onClick, ...rest }: AppLinkProps & { to?: string }) {
  const path = String(to ?? '/');
  const active = useSyncExternalStore(subscribeToHistory, () => isActive(path));
  const preload = () => preloadPath(path);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || (target && target !== '_self')) return;
    event.preventDefault();
    void navigateTo(path);
  };
  const { params: _p, search: _s, hash: _h, replace: _r, preload: _pl, activeProps: _a, ...element } = rest;
  return (
    <a
      {...(element as Record<string, unknown>)}
      href={path}
      target={target}
      className={active ? (className ? `${className} active` : 'active') : className}
      {...(active ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
      onClick={click}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {typeof children === 'function' ? children({ isActive: active }) : children}
    </a>
  );
}

const LinkComponent = createContext<ComponentType<AppLinkProps>>(PlainLink);

/** app.tsx gives the router's Link here, so every AppLink inside the running app is the router's. */
export const AppLinkProvider = LinkComponent.Provider;

/** An in-app link: the router's Link once the app runs, a plain link on a first page before that. */
export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkComponent);
  return <Link {...props} />;
}
