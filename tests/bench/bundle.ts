import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutes, distDir, filesOfRoute, gzipTotal, readManifest } from '../support/bundle.js';

/**
 * The JavaScript each route of the built front end loads (frontend/dist, from its build manifest): the entry,
 * the route's own chunks and everything they import statically, gzipped at level 9. Chunks loaded on demand
 * (a toast's region, a route's chunk preloaded on hover) are not counted.
 */
export const bundleSettings = {
  /** The goal for `/` and `/login` together (issue 6, item 12): 120 KB of 1,024 bytes. */
  goalBytes: 120 * 1024,
} as const;

export interface RouteBundle {
  path: string;
  file: string;
  files: number;
  gzipBytes: number;
}

export interface BundleResult {
  settings: typeof bundleSettings;
  /** Whether frontend/dist had a build manifest; nothing else is filled in when not. */
  built: boolean;
  routes: RouteBundle[];
  /** Every JS file `/` or `/login` loads, counted once. */
  landingAndLogin: { files: number; gzipBytes: number };
}

export function runBundleBench(): BundleResult {
  if (!existsSync(join(distDir, '.vite/manifest.json'))) {
    return {
      settings: bundleSettings,
      built: false,
      routes: [],
      landingAndLogin: { files: 0, gzipBytes: 0 },
    };
  }
  const manifest = readManifest();
  const union = new Set<string>();
  const routes = appRoutes().map(({ file, path }) => {
    const files = filesOfRoute(manifest, file);
    if (path === '/' || path === '/login') for (const f of files) union.add(f);
    return { path, file, files: files.size, gzipBytes: gzipTotal(files) };
  });
  return {
    settings: bundleSettings,
    built: true,
    routes,
    landingAndLogin: { files: union.size, gzipBytes: gzipTotal(union) },
  };
}
