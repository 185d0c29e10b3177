/**
 * The site's name and transport: a request for another Host is refused (DNS rebinding, a misrouted proxy), the
 * Origin of a write is compared with PUBLIC_URL rather than with the request's own Host, plain HTTP behind a
 * TLS proxy is redirected or refused (never a 500), and every /api answer, refusals included, is no-store.
 */
import { request } from 'node:http';
import { apiErrorSchema } from '@portal/contracts';
import { call, DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

/** A raw HTTP call with exactly these headers (fetch does not let a test choose the Host). */
function raw(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { ...headers, connection: 'close' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };
const misdirected = {
  message: 'Esta dirección no corresponde al portal. Entre por su dirección oficial.',
  code: 'misdirected_request',
};

describe('without PUBLIC_URL (development): only the loopback names', () => {
  const running = usePortal({ serveFrontend: false });

  it('refuses Host: evil.example with 421, even with a matching Origin', async () => {
    const body = JSON.stringify({ username: 'cliente', password: 'x' });
    const res = await raw(
      running.baseUrl,
      'POST',
      '/api/auth/login',
      { ...json, host: 'evil.example', origin: 'http://evil.example' },
      body,
    );
    expect(res.status).toBe(421);
    expect(apiErrorSchema.parse(JSON.parse(res.text))).toEqual(misdirected);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves localhost and 127.0.0.1, and answers health to a load balancer that probes by another name', async () => {
    const port = new URL(running.baseUrl).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`])
      expect((await raw(running.baseUrl, 'GET', '/api/health', { host })).status).toBe(200);
    expect((await raw(running.baseUrl, 'GET', '/api/auth/me', { host: `localhost:${port}` })).status).toBe(
      401,
    );
    expect((await raw(running.baseUrl, 'GET', '/api/health', { host: '10.1.2.3:3000' })).status).toBe(200);
  });

  it('marks every /api answer no-store: 404, 405, 400, 401 and 200 alike', async () => {
    const base = running.baseUrl;
    const answers = [
      await call(base, 'GET', '/api/no-existe'),
      await call(base, 'DELETE', '/api/auth/login'),
      await call(base, 'POST', '/api/auth/login', { rawBody: '{', headers: json }),
      await call(base, 'GET', '/api/auth/me'),
      await call(base, 'GET', '/api/health'),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 405, 400, 401, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('behind a TLS proxy with PUBLIC_URL=https://portal.example.mx', () => {
  const running = usePortal({
    serveFrontend: false,
    env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://portal.example.mx' },
  });
  const viaProxy = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'portal.example.mx',
    ...extra,
  });

  it('signs in over HTTPS with a __Host- Secure cookie when Origin is the public one', async () => {
    const { payload } = await registerClient(
      running.baseUrl,
      {},
      viaProxy({ origin: 'https://portal.example.mx' }),
    );
    const res = await call(running.baseUrl, 'POST', '/api/auth/login', {
      body: { username: payload.username, password: DEFAULT_PASSWORD },
      headers: viaProxy({ origin: 'https://portal.example.mx' }),
    });
    expect(res.status).toBe(200);
    expect(
      res.setCookieLines.some((l) => l.startsWith('__Host-portal_session=') && /;\s*secure/i.test(l)),
    ).toBe(true);
  });

  it('refuses a write whose Origin is not PUBLIC_URL, even when it matches the forwarded Host', async () => {
    const res = await call(running.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'cliente', password: 'x' },
      headers: viaProxy({ 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }),
    });
    expect(res.status).toBe(421);
    const sameHostOtherOrigin = await call(running.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'cliente', password: 'x' },
      headers: viaProxy({ origin: 'https://evil.example' }),
    });
    expect(sameHostOtherOrigin.status).toBe(403);
    expect(apiErrorSchema.parse(sameHostOtherOrigin.json).code).toBe('forbidden');
  });

  it('answers a plain-HTTP login 403 with a Spanish reason instead of a 500, and redirects pages to HTTPS', async () => {
    const login = await call(running.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'cliente', password: 'Demo-Cliente-2026' },
      headers: viaProxy({ 'x-forwarded-proto': 'http' }),
    });
    expect(login.status).toBe(403);
    expect(apiErrorSchema.parse(login.json)).toEqual({
      message: 'Esta conexión no es segura. Entre al portal por su dirección https://.',
      code: 'https_required',
    });
    expect(login.setCookie).toBeUndefined();
    const page = await call(running.baseUrl, 'GET', '/login?next=1', {
      headers: viaProxy({ 'x-forwarded-proto': 'http' }),
    });
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe('https://portal.example.mx/login?next=1');
    const health = await call(running.baseUrl, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });

  it('answers the health probe over plain HTTP with a stale Secure session cookie: 200, no cookie written', async () => {
    const health = await call(running.baseUrl, 'GET', '/api/health', {
      cookie: '__Host-portal_session=AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(health.status).toBe(200);
    expect(health.setCookieLines).toEqual([]);
    expect(running.portal.output()).not.toContain('secure cookie');
  });

  it('redirects an absolute-form request target to the public site, never to the target', async () => {
    const res = await raw(running.baseUrl, 'GET', 'http://evil.example/login?x=1', {
      host: 'portal.example.mx',
      'x-forwarded-host': 'portal.example.mx',
      'x-forwarded-proto': 'http',
    });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('https://portal.example.mx/login?x=1');
  });

  it('accepts the public host with its default port written out', async () => {
    const res = await call(running.baseUrl, 'GET', '/api/auth/me', {
      headers: viaProxy({ 'x-forwarded-host': 'portal.example.mx:443' }),
    });
    expect(res.status).toBe(401);
  });
});
