import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { errorHandler } from './errors.js';
import { staticFiles } from './static-files.js';

const JS = "console.log('portal de recuperación');\n".repeat(40);
const CSS = 'body { margin: 0; padding: 0; }\n'.repeat(40);
const INDEX = `<!doctype html><html lang="es-MX"><title>Portal</title>${'<p>Inicio</p>'.repeat(40)}</html>`;

let dir: string;
let server: Server;
let port: number;
let logged: string[];

function write(name: string, content: string, codings: ('br' | 'gz')[] = []): void {
  const path = join(dir, name);
  writeFileSync(path, content);
  if (codings.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (codings.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(content));
}

async function serve(options: { sourceMaps: boolean; checkEveryMs?: number }): Promise<void> {
  const app = new Koa();
  const log = {
    info: () => {},
    warn: () => {},
    error: (message: string, error?: unknown) => logged.push(`${message} ${String(error)}`),
  };
  app.use(errorHandler(log));
  app.use(staticFiles(dir, options));
  app.on('error', (error) => logged.push(`app error ${String(error)}`));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: the path goes out exactly as written, and the body as it came (not decoded). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  write('index.html', INDEX, ['br', 'gz']);
  write('assets/index-AbC123.js', JS, ['br', 'gz']);
  write('assets/index-AbC123.js.map', '{"version":3,"sources":["main.tsx"]}');
  write('assets/style-XyZ789.css', CSS, ['gz']);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dir, '.vite'));
  write('.vite/manifest.json', '{"index.html":{"file":"assets/index-AbC123.js"}}');
  logged = [];
});

afterEach(async () => {
  await new Promise((r) => server?.close(r));
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('sends br, gzip or no coding by Accept-Encoding, always with Vary', async () => {
    await serve({ sourceMaps: true });
    const br = await fetchRaw('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([
      200,
      'br',
      'Accept-Encoding',
    ]);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.body).toString()).toBe(JS);

    const gz = await fetchRaw('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect([gz.status, gz.headers['content-encoding'], gz.headers.vary]).toEqual([
      200,
      'gzip',
      'Accept-Encoding',
    ]);
    expect(gunzipSync(gz.body).toString()).toBe(JS);

    const plain = await fetchRaw('/assets/index-AbC123.js');
    expect([plain.status, plain.headers['content-encoding'], plain.headers.vary]).toEqual([
      200,
      undefined,
      'Accept-Encoding',
    ]);
    expect(plain.body.toString()).toBe(JS);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(JS)));

    // A file with only a gzip variant gets gzip even from a client that prefers br.
    const css = await fetchRaw('/assets/style-XyZ789.css', { 'accept-encoding': 'br, gzip' });
    expect([css.headers['content-encoding'], gunzipSync(css.body).toString()]).toEqual(['gzip', CSS]);

    // And a file without variants goes out as it is, without Vary.
    const svg = await fetchRaw('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect([svg.status, svg.headers['content-encoding'], svg.headers.vary]).toEqual([
      200,
      undefined,
      undefined,
    ]);
  });

  it('answers 304 to a matching If-None-Match, with a strong ETag per representation', async () => {
    await serve({ sourceMaps: true });
    const br = await fetchRaw('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const plain = await fetchRaw('/assets/index-AbC123.js');
    const etag = br.headers.etag ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(plain.headers.etag).not.toBe(etag);

    const again = await fetchRaw('/assets/index-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, etag]);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const weak = await fetchRaw('/assets/index-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': `"other", W/${etag}`,
    });
    expect(weak.status).toBe(304);

    // The identity representation's tag does not validate the br one.
    const other = await fetchRaw('/assets/index-AbC123.js', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag ?? '',
    });
    expect([other.status, other.headers['content-encoding']]).toEqual([200, 'br']);

    const index = await fetchRaw('/');
    const index304 = await fetchRaw('/', { 'if-none-match': index.headers.etag ?? '' });
    expect([index304.status, index304.headers['cache-control']]).toEqual([304, 'no-cache']);
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html and other files', async () => {
    await serve({ sourceMaps: true });
    const cacheOf = async (path: string) => {
      const res = await fetchRaw(path);
      return [res.status, res.headers['cache-control']];
    };
    expect(await cacheOf('/assets/index-AbC123.js')).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(await cacheOf('/assets/style-XyZ789.css')).toEqual([200, 'public, max-age=31536000, immutable']);
    expect(await cacheOf('/')).toEqual([200, 'no-cache']);
    expect(await cacheOf('/index.html')).toEqual([200, 'no-cache']);
    expect(await cacheOf('/favicon.svg')).toEqual([200, 'no-cache']);
  });

  it('answers index.html for other paths (the client-side router), and 404 for an unknown asset', async () => {
    await serve({ sourceMaps: true });
    const page = await fetchRaw('/casos/123?tab=documentos', { 'accept-encoding': 'gzip' });
    expect([page.status, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-cache',
    ]);
    expect(gunzipSync(page.body).toString()).toBe(INDEX);
    // Hidden files of the build (Vite's manifest) are not served.
    expect((await fetchRaw('/.vite/manifest.json')).body.toString()).toBe(INDEX);

    for (const path of ['/assets/missing-000.js', '/assets/index-AbC123.js.br', '/assets/']) {
      const res = await fetchRaw(path);
      expect([path, res.status, res.body.toString()]).toEqual([path, 404, 'Recurso no encontrado']);
    }
  });

  it('answers 404 to every traversal probe, never 500, and logs nothing', async () => {
    await serve({ sourceMaps: true });
    const probes = [
      '/../../../etc/passwd',
      '/assets/../../package.json',
      '/assets/../index.html',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..%2f..%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/..\\..\\package.json',
      '/assets\\index-AbC123.js',
      '/....//....//etc/passwd',
      '/%00',
      '/index.html%00.js',
      '/assets/index-AbC123.js%00',
      '/%',
      '/%E0%A4%A',
      '/assets/%ZZ',
      '/..%c0%af..%c0%afetc/passwd',
    ];
    const answers = [];
    for (const path of probes) answers.push([path, (await fetchRaw(path)).status]);
    expect(answers).toEqual(probes.map((path) => [path, 404]));
    expect(logged).toEqual([]);
  });

  it('serves source maps only when asked to (development)', async () => {
    await serve({ sourceMaps: true });
    const dev = await fetchRaw('/assets/index-AbC123.js.map');
    expect([dev.status, dev.body.toString()]).toEqual([200, '{"version":3,"sources":["main.tsx"]}']);
    await new Promise((r) => server.close(r));

    await serve({ sourceMaps: false });
    const production = await fetchRaw('/assets/index-AbC123.js.map');
    expect([production.status, production.body.toString()]).toEqual([404, 'Recurso no encontrado']);
  });

  it('answers GET and HEAD only', async () => {
    await serve({ sourceMaps: true });
    const head = await fetchRaw('/assets/index-AbC123.js', {}, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([
      200,
      String(Buffer.byteLength(JS)),
      0,
    ]);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await fetchRaw('/', {}, method);
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
  });

  it('serves a new build that replaced the files under a running portal', async () => {
    await serve({ sourceMaps: true, checkEveryMs: 0 });
    expect((await fetchRaw('/')).body.toString()).toBe(INDEX);

    // A build under way: index.html deleted, new assets written. The last complete build is still served.
    unlinkSync(join(dir, 'index.html'));
    write('assets/index-New456.js', 'console.log("nueva versión");');
    expect((await fetchRaw('/')).body.toString()).toBe(INDEX);
    expect((await fetchRaw('/assets/index-New456.js')).status).toBe(404);

    write('index.html', '<!doctype html><title>Nueva versión</title>', ['br']);
    const fresh = await fetchRaw('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(fresh.body).toString()).toBe('<!doctype html><title>Nueva versión</title>');
    expect((await fetchRaw('/assets/index-New456.js')).body.toString()).toBe('console.log("nueva versión");');
  });

  it('reads a new build only once index.html has a compressed variant as new as itself (precompress done)', async () => {
    await serve({ sourceMaps: true, checkEveryMs: 0 });
    expect((await fetchRaw('/')).body.toString()).toBe(INDEX);

    // The build emptied the folder and wrote the new index.html; precompress has not written its variants yet.
    for (const name of ['index.html', 'index.html.br', 'index.html.gz']) unlinkSync(join(dir, name));
    write('assets/index-New456.js', 'console.log("nueva versión");');
    write('index.html', '<!doctype html><title>Nueva versión</title>');
    expect((await fetchRaw('/')).body.toString()).toBe(INDEX);
    expect((await fetchRaw('/assets/index-New456.js')).status).toBe(404);

    // An older variant left beside it does not count either.
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX));
    const lastYear = new Date('2025-01-01T00:00:00Z');
    utimesSync(join(dir, 'index.html.gz'), lastYear, lastYear);
    expect((await fetchRaw('/')).body.toString()).toBe(INDEX);

    writeFileSync(
      join(dir, 'index.html.br'),
      brotliCompressSync('<!doctype html><title>Nueva versión</title>'),
    );
    expect((await fetchRaw('/')).body.toString()).toBe('<!doctype html><title>Nueva versión</title>');
    const fresh = await fetchRaw('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(fresh.body).toString()).toBe('<!doctype html><title>Nueva versión</title>');
    expect((await fetchRaw('/assets/index-New456.js')).body.toString()).toBe('console.log("nueva versión");');

    writeFileSync(join(dir, 'index.html.gz'), gzipSync('<!doctype html><title>Nueva versión</title>'));
    const gzipped = await fetchRaw('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe('<!doctype html><title>Nueva versión</title>');
  });

  it('says the app is not built when the folder has no index.html', async () => {
    rmSync(dir, { recursive: true, force: true });
    await serve({ sourceMaps: true });
    const res = await fetchRaw('/');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('La interfaz web no está compilada.');
  });
});
