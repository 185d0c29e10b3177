import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './portal.js';

/**
 * What each page of the built front end loads, read from Vite's build manifest (frontend/dist/.vite/
 * manifest.json, `build.manifest: true`), as a browser opening it loads it (tests/e2e/page-scripts.test.ts
 * compares the two in Chromium): index.html's scripts and the entry's static imports; on a first page of a
 * signed-out visitor (`/`, `/login`, painted by main.tsx without the router) the chunks that page renders at
 * once; on every other page the app (src/app.tsx: router, query client, route table), the lazy chunks of the
 * page's route file (src/routes/<name>.tsx?tsr-split=…), and their static imports. A chunk loaded on demand (a
 * toast's region, a dialog, a link's target preloaded on hover) is not part of a page's load.
 */

/** The build to read: frontend/dist, or FRONTEND_DIR as the portal reads it (e.g. an older build to compare). */
export const distDir = resolve(repoRoot, process.env.FRONTEND_DIR || 'frontend/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir = distDir): Manifest {
  const path = join(dir, '.vite/manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build the front end first (npx vite build frontend)`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The route files of the app (frontend/src/routes/*.tsx but the root layout) and the path each serves. */
export function appRoutes(): { file: string; path: string }[] {
  return readdirSync(join(repoRoot, 'frontend/src/routes'))
    .filter((name) => name.endsWith('.tsx') && !name.startsWith('__'))
    .sort()
    .map((name) => {
      const stem = name.slice(0, -'.tsx'.length);
      // `a.b` is /a/b; a trailing `_` (mi-perfil_.mis-datos) only un-nests the route: /mi-perfil/mis-datos.
      const path = `/${stem.replaceAll('.', '/')}`.replace(/\/?index$/, '').replace(/_(?=\/|$)/g, '') || '/';
      return { file: `src/routes/${name}`, path };
    });
}

/**
 * The pages main.tsx paints without starting the app (for a signed-out visitor), each with the lazy chunks it
 * renders at once: the landing page's part below the first screen.
 */
export const firstPages: Readonly<Record<string, readonly string[]>> = {
  '/': ['src/features/landing/LandingDetails.tsx'],
  '/login': [],
};

/** What main.tsx starts on every other page (a dynamic import it always makes there). */
const appModule = 'src/app.tsx';

/** The manifest keys of chunks reached from `keys` through static imports (the keys included). */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * The scripts index.html itself names (`<script src>`): the entry, and the small script that starts downloading
 * the app beside it on the pages that start it (frontend/app-preload.ts). Every page loads them.
 */
function pageScripts(dir = distDir): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/**
 * The JS files (paths under dist) that opening `route` loads: index.html's scripts, the entry's imports, the
 * app, the route's chunks and their imports.
 */
export function filesOfRoute(
  manifest: Manifest,
  route: { file: string; path: string },
  dir = distDir,
): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const firstPage = firstPages[route.path];
  // The route's own lazy chunks; a route file that is not split has none (its code is in the app's chunk).
  const routeChunks = Object.keys(manifest).filter(
    (key) => key === route.file || key.startsWith(`${route.file}?`),
  );
  const start = firstPage ? [...firstPage] : [appModule, ...routeChunks];
  const files = new Set<string>(pageScripts(dir));
  for (const key of staticClosure(manifest, [...entries, ...start])) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return files;
}

const gzipCache = new Map<string, number>();
/** Bytes of a dist file gzipped at level 9. */
function gzipBytes(file: string, dir = distDir): number {
  const path = join(dir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

export function gzipTotal(files: Iterable<string>, dir = distDir): number {
  let total = 0;
  for (const file of files) total += gzipBytes(file, dir);
  return total;
}

/**
 * The source files a built chunk was made of, from its source map (`build.sourcemap`). A chunk of generated
 * code only (the bundler's runtime) has no map and no sources.
 */
export function sourcesOf(file: string, dir = distDir): string[] {
  const path = join(dir, `${file}.map`);
  if (!existsSync(path)) {
    if (!readFileSync(join(dir, file), 'utf8').includes('//# sourceMappingURL=')) return [];
    throw new Error(`${path} is missing: the packages inside a chunk are read from its source map`);
  }
  return (JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }).sources;
}

/** The npm package of a source path (`…/node_modules/@react-aria/button/dist/x.mjs` → `@react-aria/button`). */
export function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source.replaceAll('\\', '/'));
  return match?.[1] ?? null;
}
