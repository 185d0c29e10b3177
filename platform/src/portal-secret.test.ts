import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.js';
import { portalSecret } from './portal-secret.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = (over: Partial<Parameters<typeof portalSecret>[0]> = {}) => ({
  value: undefined,
  dataDir: join(dir, 'data'),
  role: 'all',
  production: false,
  ...over,
});

describe('the portal secret', () => {
  it('is generated once into <DATA_DIR>/portal-secret, readable by the owner only, and reused', () => {
    const first = portalSecret(options());
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, 'data', 'portal-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(portalSecret(options())).toBe(first);
  });

  it('is PORTAL_SECRET when set, and then no file is written', () => {
    const value = 'x'.repeat(40);
    expect(portalSecret(options({ value }))).toBe(value);
    expect(() => statSync(join(dir, 'data', 'portal-secret'))).toThrow();
  });

  it('refuses a short PORTAL_SECRET', () => {
    expect(() => portalSecret(options({ value: 'corto' }))).toThrow(
      'PORTAL_SECRET must be at least 32 characters',
    );
  });

  it('refuses to start a gateway-role process in production without PORTAL_SECRET', () => {
    expect(() => portalSecret(options({ role: 'gateway', production: true }))).toThrow(
      'PORTAL_SECRET is required for PORTAL_ROLE=gateway in production',
    );
    // One process of everything in production keeps its secret in its data folder.
    expect(portalSecret(options({ role: 'all', production: true }))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes nothing for a projections process, which handles no command', () => {
    expect(portalSecret(options({ role: 'projections', production: true }))).toMatch(/^[0-9a-f]{64}$/);
    expect(() => statSync(join(dir, 'data', 'portal-secret'))).toThrow();
  });

  it('refuses a damaged secret file instead of using it', () => {
    portalSecret(options());
    writeFileSync(join(dir, 'data', 'portal-secret'), 'abc\n');
    expect(() => portalSecret(options())).toThrow('holds no valid secret');
  });

  it('is part of the configuration', () => {
    const env = { DATA_DIR: join(dir, 'data'), PORTAL_SECRET: 's'.repeat(32) };
    expect(loadConfig(env, dir).portalSecret).toBe('s'.repeat(32));
    expect(() =>
      loadConfig(
        {
          ...env,
          PORTAL_SECRET: '',
          NODE_ENV: 'production',
          PORTAL_ROLE: 'gateway',
          PUBLIC_URL: 'https://portal.example.mx',
        },
        dir,
      ),
    ).toThrow('PORTAL_SECRET is required for PORTAL_ROLE=gateway in production');
  });
});
