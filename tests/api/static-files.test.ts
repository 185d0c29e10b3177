/**
 * The built React app as the portal serves it in production: precompressed by the build and sent as br,
 * hashed assets immutable, traversal probes answered 404 without a trace in the log, no source maps, and a
 * request body dribbled slowly cut at the request timeout.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { removeDir, repoRoot, tempDataDir, usePortal } from '../support/portal.js';

const built = join(repoRoot, 'frontend/dist');
if (!existsSync(join(built, 'index.html'))) {
  throw new Error('Build the front end first: npx vite build frontend');
}
// A copy, so that a build started meanwhile in frontend/dist changes nothing under this test.
const frontendDir = tempDataDir('portal-dist-');
cpSync(built, frontendDir, { recursive: true });
afterAll(() => removeDir(frontendDir));

// Production needs the site's name; requests carry it as their Host.
const HOST = 'portal.test';
const running = usePortal({
  env: {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://${HOST}`,
    FRONTEND_DIR: frontendDir,
    REQUEST_TIMEOUT_MS: '1000',
  },
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: the path goes out exactly as written (no normalization), the body comes back undecoded. */
function fetchRaw(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port: running.portal.port,
      path,
      headers: { host: HOST, ...headers },
    };
    const req = request(options, (res) => {
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

/** The JavaScript the landing page's HTML loads (entry and preloaded chunks). */
function landingScripts(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
}

describe('the built app in production', () => {
  it('sends the landing page and its JavaScript precompressed with brotli, assets immutable', async () => {
    const page = await fetchRaw('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect([page.status, page.headers['content-encoding'], page.headers['cache-control']]).toEqual([
      200,
      'br',
      'no-cache',
    ]);
    const html = brotliDecompressSync(page.body).toString();
    const scripts = landingScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const br = await fetchRaw(script, { 'accept-encoding': 'gzip, deflate, br' });
      const plain = await fetchRaw(script);
      expect([script, br.status, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([
        script,
        200,
        'br',
        'public, max-age=31536000, immutable',
      ]);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(plain.body.equals(readFileSync(join(frontendDir, script)))).toBe(true);
      expect(existsSync(join(frontendDir, `${script}.gz`))).toBe(true);
    }
  });

  it('answers 404 to traversal probes, never 500, and writes no error nor stack trace to the log', async () => {
    const probes = [
      '/../../../etc/passwd',
      '/assets/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/%2E%2E%2F%2E%2E%2Fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/..%5c..%5cpackage.json',
      '/..\\..\\package.json',
      '/assets/..%2findex.html',
      '/index.html%00.js',
      '/%',
      '/assets/%E0%A4%A',
      '/..%c0%af..%c0%afetc/passwd',
    ];
    const answers = [];
    for (const path of probes) answers.push([path, (await fetchRaw(path)).status]);
    expect(answers).toEqual(probes.map((path) => [path, 404]));
    expect(running.portal.output()).not.toMatch(/"level":"error"|\n\s+at /);
  });

  it('does not serve source maps, and the JavaScript names none (the build writes them hidden)', async () => {
    const scripts = landingScripts((await fetchRaw('/')).body.toString());
    const entry = scripts[0] ?? '';
    expect(existsSync(join(frontendDir, `${entry}.map`))).toBe(true);
    const map = await fetchRaw(`${entry}.map`);
    expect(map.status).toBe(404);
    for (const script of scripts) {
      const js = (await fetchRaw(script)).body.toString();
      expect([script, js.includes('sourceMappingURL')]).toEqual([script, false]);
    }
  });

  it('cuts a request whose body is dribbled slowly at the request timeout (408, connection closed)', async () => {
    // 40 bytes announced, one sent every 250 ms: the body would be complete after 10 s.
    const socket = connect(running.portal.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`,
    );
    let received = '';
    socket.on('data', (d) => {
      received += d;
    });
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('error', () => {});
    let sent = 0;
    const dribble = setInterval(() => {
      if (socket.destroyed) return clearInterval(dribble);
      if (sent >= 40) {
        // The whole body went through: whatever the answer, hang up (the test fails on it below).
        clearInterval(dribble);
        setTimeout(() => socket.end(), 500);
        return;
      }
      socket.write(sent === 0 ? '{' : ' ');
      sent += 1;
    }, 250);
    await closed;
    clearInterval(dribble);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(sent).toBeLessThan(40);
    // A client too slow is no error of the portal's: nothing in the log.
    await fetchRaw('/api/health');
    expect(running.portal.output()).not.toMatch(/"level":"error"|\n\s+at /);
  }, 20_000);
});
