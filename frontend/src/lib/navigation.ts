/**
 * Navigation the first pages use without importing the router: the landing and login pages paint before it
 * loads (main.tsx). Until the app is started, `navigateTo` starts it and then navigates; once it runs, the
 * router does (app.tsx registers it).
 */
export interface Navigation {
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  /** Starts loading what `to` needs (a link's hover or focus). */
  preload(to: string): void;
}

let current: Navigation = {
  navigate: async (to, options) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  },
  preload: () => {},
};

export function setNavigation(navigation: Navigation): void {
  current = navigation;
}

export function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  return current.navigate(to, options);
}

export function preloadPath(to: string): void {
  current.preload(to);
}
