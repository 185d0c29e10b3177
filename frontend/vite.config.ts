import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appPreload } from './app-preload.ts';
import { ariaLocales } from './aria-locales.ts';
import { precompress } from './precompress.ts';
import { routeTable } from './route-table-plugin.ts';

/** The portal API that the dev server and the preview proxy /api to: `npm run dev` passes its PORT. */
const api = { '/api': { target: `http://127.0.0.1:${process.env.PORT ?? '3000'}`, changeOrigin: false } };

/** Paths are absolute so that `npx vite build frontend` works from the repository root too. */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page title of index.html comes from the contracts, like every other text. The config loader of Vite
 * cannot import TypeScript from a workspace package, so the constant is read from its source.
 */
function siteName(): Plugin {
  const source = readFileSync(here('../contracts/src/config.ts'), 'utf8');
  const match = /export const defaultSiteName = '([^']+)'/.exec(source);
  if (!match?.[1]) throw new Error('defaultSiteName not found in contracts/src/config.ts');
  const defaultSiteName = match[1];
  return {
    name: 'portal-site-name',
    transformIndexHtml: (html) => html.replace('%SITE_NAME%', defaultSiteName),
  };
}

export default defineConfig({
  root: here('.'),
  plugins: [
    // The router plugin must come before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes to its own lazy chunk too: left in the entry, its calls (the contracts' route
      // table, zod) would load on every page, the landing page included.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    // `call` and `mayCall` read each route's method, path and roles as data, not the route table with its schemas.
    routeTable(),
    // es-MX: react-aria's own strings in Spanish only (it reads es-MX from es-ES).
    ariaLocales(['es-ES']),
    tailwindcss(),
    siteName(),
    // Every page but the first ones starts downloading the app with the entry (main.tsx decides the same way).
    appPreload({ appModule: 'src/app.tsx', firstPages: ['/', '/login'] }),
    precompress(),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: api,
  },
  preview: {
    host: '127.0.0.1',
    proxy: api,
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written (the bundle test and the bench read them) but the JS does not name them: production
    // does not serve them, and a sourceMappingURL answered 404 is noise in every browser's console.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each route loads (the bundle test and `npm run bench -- bundle`).
    manifest: true,
    rolldownOptions: {
      output: {
        // React (the largest part, rarely updated) in its own long-cached chunk; everything else the first page
        // needs (the router, the query client, the landing and login pages) in the entry; the rest split by what
        // each route uses. A group per library (react-aria, zod + forms) would make any page using a piece of one
        // load all of it: the entry did, through a shared dependency.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/,
            },
            // The router and the query client: every page but the first ones loads all of them with the app.
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
