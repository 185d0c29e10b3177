import { routes } from '@portal/contracts';

/**
 * What the browser needs of the contracts' route table, without its schemas (the whole table brings every zod
 * schema and zod itself, about 50 KB gzip, onto every page that calls the API): each route's method and path
 * for `call`, and who may call it for `mayCall`. This module runs in Node only: the `portal-route-table`
 * plugin (route-table-plugin.ts) evaluates it and writes its two objects into the virtual modules
 * `virtual:route-lines` and `virtual:route-access` as plain data; Jest reads it in their place
 * (jest.config.js). Their types: src/route-table.d.ts.
 */
export const routeLines = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, [route.method, route.path]]),
);

export const routeAccess = Object.fromEntries(
  Object.entries(routes).map(([name, route]) => [name, route.access]),
);
