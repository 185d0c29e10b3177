import { extname } from 'node:path';
import { apiErrors } from '@portal/contracts';
import type { Context, Next } from 'koa';
import { type Coding, pickCoding } from './accept-encoding.js';
import { StaticBundle, type StaticFile } from './static-bundle.js';

const NOT_BUILT = `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Portal</title>
<p>La interfaz web no está compilada. Ejecute <code>npm run build</code> o <code>npm start</code>.</p></html>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticFilesOptions {
  /** Serve `*.map` (development); production leaves them out. */
  sourceMaps: boolean;
  /** How often, at most, to look whether a new build replaced the files (default 1 s). */
  checkEveryMs?: number;
}

/**
 * The built React app, from memory: hashed assets (`/assets/*`) cached for a year as immutable, everything
 * else revalidated (`no-cache`) by its ETag; a path that is no file answers index.html so the client-side
 * router shows the page (its own 404 page for unknown paths). Precompressed variants go to clients that
 * accept them. A path that is not a clean file name (`..`, a backslash, NUL, broken percent-encoding) and
 * an unknown asset answer a plain 404; methods other than GET and HEAD a 405.
 */
export function staticFiles(dir: string, options: StaticFilesOptions) {
  const bundle = new StaticBundle(dir, {
    sourceMaps: options.sourceMaps,
    checkEveryMs: options.checkEveryMs ?? 1000,
  });
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      return refuse(ctx, 405, apiErrors.methodNotAllowed);
    }
    const path = filePath(ctx.path);
    if (path === undefined) return refuse(ctx, 404, apiErrors.notFound);
    const file = bundle.get(path === '' ? 'index.html' : path);
    if (file) return send(ctx, file, path.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    if (path.startsWith('assets/')) return refuse(ctx, 404, apiErrors.notFound);
    const index = bundle.get('index.html');
    if (index) return send(ctx, index, 'no-cache');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = NOT_BUILT;
  };
}

/**
 * The decoded path without its leading slash, or undefined when it is not one a build could have written:
 * malformed percent-encoding, `..` (raw or encoded), a backslash or NUL. Files are looked up in memory by
 * exact name, so nothing outside the build can be reached either way; this makes a probe a plain 404.
 */
function filePath(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (path.includes('..') || path.includes('\\') || path.includes('\0')) return undefined;
  return path.replace(/^\/+/, '');
}

function send(ctx: Context, file: StaticFile, cacheControl: string): void {
  const codings = Object.keys(file.encoded) as Coding[];
  const coding = pickCoding(ctx.get('Accept-Encoding'), codings);
  const representation = coding === 'identity' ? file.identity : (file.encoded[coding] ?? file.identity);
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', representation.etag);
  if (codings.length > 0) ctx.vary('Accept-Encoding');
  if (matches(ctx.get('If-None-Match'), representation.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.type = extname(file.name) || 'application/octet-stream';
  if (representation !== file.identity) ctx.set('Content-Encoding', coding);
  ctx.body = representation.body;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` is ignored, `*` matches any. */
function matches(header: string, etag: string): boolean {
  if (header === '') return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

function refuse(ctx: Context, status: number, message: string): void {
  ctx.status = status;
  ctx.type = 'text';
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = message;
}
