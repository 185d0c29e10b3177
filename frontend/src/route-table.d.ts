/** The contracts' route table as the browser gets it (frontend/route-table-plugin.ts writes these modules). */

declare module 'virtual:route-lines' {
  import type { RouteName, routes } from '@portal/contracts';
  /** Each route's method and path pattern (`/api/cases/:caseNumber`). */
  export const routeLines: {
    readonly [N in RouteName]: readonly [(typeof routes)[N]['method'], (typeof routes)[N]['path']];
  };
}

declare module 'virtual:route-access' {
  import type { Access, RouteName } from '@portal/contracts';
  /** Who may call each route, as the gateway enforces it. */
  export const routeAccess: { readonly [N in RouteName]: Access };
}
