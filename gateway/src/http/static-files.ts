import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

const NOT_BUILT = `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Portal</title>
<p>La interfaz web no está compilada. Ejecute <code>npm run build</code> o <code>npm start</code>.</p></html>`;

/**
 * The built React app: hashed assets cached for a year, everything else answered with index.html so the
 * client-side router shows the page (its own 404 page for unknown paths).
 */
export function staticFiles(dir: string) {
  const indexFile = join(dir, 'index.html');
  const assets = serve(dir, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
    setHeaders: (res, path) => {
      if (!path.includes('/assets/')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Re-read when a new build replaced it, so a running portal never serves an index of deleted assets.
  let index: { html: string; mtimeMs: number } | undefined;
  const currentIndex = (): string | undefined => {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (index?.mtimeMs !== mtimeMs) index = { html: readFileSync(indexFile, 'utf8'), mtimeMs };
    return index.html;
  };
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    await assets(ctx as never, async () => {});
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.path.startsWith('/assets/')) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = currentIndex() ?? NOT_BUILT;
  };
}
