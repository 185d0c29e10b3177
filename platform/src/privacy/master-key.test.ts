import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { personalDataKey } from './master-key.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'personal-data-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const options = (over: Partial<Parameters<typeof personalDataKey>[0]> = {}) => ({
  value: undefined,
  dataDir: join(dir, 'data'),
  role: 'all',
  production: false,
  ...over,
});
const given = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=';

describe('the master key of personal data', () => {
  it('is PERSONAL_DATA_KEY when set (base64 of 32 bytes), and then no file is written', () => {
    expect(personalDataKey(options({ value: given })).toString('hex')).toBe(
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
    );
    expect(() => statSync(join(dir, 'data', 'personal-data-key'))).toThrow();
  });

  it('refuses a malformed key in Spanish and English', () => {
    for (const value of [
      'corta',
      Buffer.alloc(16).toString('base64'),
      `${given.slice(0, -2)}==`,
      '0'.repeat(64),
    ])
      expect(() => personalDataKey(options({ value }))).toThrow(
        'PERSONAL_DATA_KEY no es válida: debe ser el base64 de 32 bytes (openssl rand -base64 32). / PERSONAL_DATA_KEY is invalid',
      );
  });

  it('is generated once into <DATA_DIR>/personal-data-key, readable by the owner only, and reused', () => {
    const first = personalDataKey(options());
    expect(first).toHaveLength(32);
    const file = join(dir, 'data', 'personal-data-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(personalDataKey(options()).equals(first)).toBe(true);
  });

  it('refuses a damaged file instead of making another key (what it sealed would be lost)', () => {
    personalDataKey(options());
    writeFileSync(join(dir, 'data', 'personal-data-key'), 'abc\n');
    expect(() => personalDataKey(options())).toThrow('no contiene una clave válida');
  });

  it('is required by a gateway, projections or workers process in production, not by one process of everything', () => {
    for (const role of ['gateway', 'projections', 'workers'])
      expect(() => personalDataKey(options({ role, production: true }))).toThrow(
        `PERSONAL_DATA_KEY es obligatoria con PORTAL_ROLE=${role} en producción`,
      );
    expect(personalDataKey(options({ role: 'all', production: true }))).toHaveLength(32);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PORTAL_ROLE: 'workers', DATA_DIR: join(dir, 'w') }, dir),
    ).toThrow('PERSONAL_DATA_KEY is required for PORTAL_ROLE=workers in production');
  });
});
