import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutes, distDir, filesOfRoute, firstPages, gzipTotal, readManifest } from '../support/bundle.js';

/**
 * The JavaScript each route of the built front end loads (frontend/dist or FRONTEND_DIR, from its build
 * manifest) as a browser opening it does (tests/support/bundle.ts: the entry, the app but on the first pages,
 * the route's own chunks and everything they import statically), gzipped at level 9. Chunks loaded on demand
 * (a toast's region, a route's chunk preloaded on hover) are not counted.
 */
export const bundleSettings = {
  /** The goal for each first page, `/` and `/login`: 90 KB of 1,024 bytes. */
  firstPageGoalBytes: 90 * 1024,
  /** The goal for every other route: 150 KB. */
  routeGoalBytes: 150 * 1024,
  /** The first pages' goal under its former name (each page, not the two together). */
  goalBytes: 90 * 1024,
} as const;

export interface RouteBundle {
  path: string;
  file: string;
  files: number;
  gzipBytes: number;
  /** The goal of this route (first page or not). */
  goalBytes: number;
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
    const files = filesOfRoute(manifest, { file, path });
    const firstPage = path in firstPages;
    if (firstPage) for (const f of files) union.add(f);
    const goalBytes = firstPage ? bundleSettings.firstPageGoalBytes : bundleSettings.routeGoalBytes;
    return { path, file, files: files.size, gzipBytes: gzipTotal(files), goalBytes };
  });
  return {
    settings: bundleSettings,
    built: true,
    routes,
    landingAndLogin: { files: union.size, gzipBytes: gzipTotal(union) },
  };
}
