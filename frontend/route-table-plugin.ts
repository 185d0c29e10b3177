import { fileURLToPath } from 'node:url';
import { type Plugin, runnerImport } from 'vite';

const source = fileURLToPath(new URL('./route-table.ts', import.meta.url));
type RouteTable = typeof import('./route-table.ts');

/** The virtual modules and the export of route-table.ts each one holds. */
const modules: Record<string, keyof RouteTable> = {
  'virtual:route-lines': 'routeLines',
  'virtual:route-access': 'routeAccess',
};

/**
 * `virtual:route-lines` (each route's method and path) and `virtual:route-access` (who may call it), made at
 * build and dev time by evaluating route-table.ts, and so the contracts' route table, in Node: the browser gets
 * the data, not the table with its schemas. A change to the contracts' files reaches the dev server (they are
 * watched).
 */
export function routeTable(): Plugin {
  let table: Promise<{ module: RouteTable; dependencies: string[] }> | null = null;
  let dependencies = new Set<string>();
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'portal-route-table',
    // Filters: Vite and Rolldown call the hooks only for these ids, not for every module of the app.
    resolveId: {
      filter: { id: /^virtual:route-/ },
      handler: (id) => (id in modules ? resolved(id) : undefined),
    },
    load: {
      filter: { id: /^\0virtual:route-/ },
      async handler(id) {
        const found = Object.entries(modules).find(([virtual]) => resolved(virtual) === id);
        if (!found) return undefined;
        const [, exported] = found;
        table ??= runnerImport<RouteTable>(source, { configFile: false, logLevel: 'warn' });
        const evaluated = await table;
        dependencies = new Set(evaluated.dependencies);
        for (const file of dependencies) this.addWatchFile(file);
        return `export const ${exported} = ${JSON.stringify(evaluated.module[exported])};\n`;
      },
    },
    watchChange(file) {
      if (dependencies.has(file)) table = null;
    },
  };
}
