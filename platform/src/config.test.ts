import { loadConfig } from './config.js';

/** A PERSONAL_DATA_KEY (base64 of 32 bytes), which a projections process in production must be given. */
const KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration of the site and its proxies', () => {
  it('reads PUBLIC_URL as an origin and TRUSTED_PROXIES as a list', () => {
    const config = loadConfig(
      {
        PUBLIC_URL: 'https://portal.example.mx',
        TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7',
        TRUST_PROXY: 'true',
      },
      '/srv/portal',
    );
    expect(config.publicUrl?.origin).toBe('https://portal.example.mx');
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(config.securityLog).toBe('/srv/portal/data/security.log');
    expect(config.registrationsPerHour).toBe(10);
  });

  it("reads a client's upload quota: 30 files and 500 MB an hour, 2 GB a case unless set (bytes or KB/MB/GB)", () => {
    expect(loadConfig({}).uploadQuota).toEqual({
      filesPerHour: 30,
      bytesPerHour: 524_288_000,
      bytesPerCase: 2_147_483_648,
    });
    expect(
      loadConfig({ UPLOAD_FILES_PER_HOUR: '3', UPLOAD_BYTES_PER_HOUR: '5000', UPLOAD_BYTES_PER_CASE: '3 mb' })
        .uploadQuota,
    ).toEqual({ filesPerHour: 3, bytesPerHour: 5000, bytesPerCase: 3_145_728 });
    for (const bad of ['0', '-5', '1.5GB', 'mucho', '10 TB'])
      expect(() => loadConfig({ UPLOAD_BYTES_PER_CASE: bad })).toThrow(
        `Invalid UPLOAD_BYTES_PER_CASE ${bad}`,
      );
    expect(() => loadConfig({ UPLOAD_FILES_PER_HOUR: '0' })).toThrow('Invalid number 0');
  });

  it("keeps an unfinished registration's username and e-mail 2 minutes unless RESERVATION_ABANDON_MS says", () => {
    expect(loadConfig({}).reservationAbandonMs).toBe(120_000);
    expect(loadConfig({ RESERVATION_ABANDON_MS: '5000' }).reservationAbandonMs).toBe(5000);
    for (const bad of ['999', '2m', '-1'])
      expect(() => loadConfig({ RESERVATION_ABANDON_MS: bad })).toThrow(`Invalid number ${bad}`);
  });

  it('refuses a PUBLIC_URL that is not a bare http(s) origin', () => {
    for (const url of ['portal.example.mx', 'ftp://portal.example.mx', 'https://portal.example.mx/app'])
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(`Invalid PUBLIC_URL ${url}`);
  });

  it('requires PUBLIC_URL in production for a process that serves HTTP, not for the projections process', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('PUBLIC_URL is required in production');
    expect(
      loadConfig({ NODE_ENV: 'production', PORTAL_ROLE: 'projections', PERSONAL_DATA_KEY: KEY }).publicUrl,
    ).toBeNull();
  });

  it('turns demo mode on by itself only on a developer machine: PUBLIC_URL or production need DEMO_MODE=true', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.mx' }).demoMode).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.mx', DEMO_MODE: '' }).demoMode).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.mx', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', PORTAL_ROLE: 'projections', PERSONAL_DATA_KEY: KEY }).demoMode,
    ).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('refuses Secure cookies without a trusted proxy (every request would look like plain HTTP)', () => {
    expect(() => loadConfig({ SECURE_COOKIES: 'true' })).toThrow(
      'SECURE_COOKIES=true needs TRUST_PROXY=true',
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).secureCookies).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true', SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true', PUBLIC_URL: 'http://portal.example.mx' })).toThrow(
      'PUBLIC_URL must be https:// when session cookies are Secure',
    );
  });
});

describe('the stores the environment names', () => {
  it('keeps everything embedded under DATA_DIR when no server is named', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' }, '/srv/portal');
    expect(config.eventStore).toEqual({ kind: 'sqlite', file: '/srv/data/events.sqlite' });
    expect(config.documentStore).toEqual({ kind: 'sqlite', file: '/srv/data/read-models.sqlite' });
  });

  it('puts the events and the documents on PostgreSQL with DATABASE_URL (postgres:// or postgresql://)', () => {
    const url = 'postgres://portal:secreto@db.internal:5432/portal';
    const config = loadConfig({ DATABASE_URL: url });
    expect(config.eventStore).toEqual({ kind: 'postgres', url });
    expect(config.documentStore).toEqual({ kind: 'postgres', url });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/portal' }).eventStore.kind).toBe('postgres');
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, or one mixed with EventStoreDB or MongoDB', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/portal' })).toThrow('Invalid DATABASE_URL');
    expect(() => loadConfig({ DATABASE_URL: 'db.internal:5432' })).toThrow('Invalid DATABASE_URL');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/p', MONGODB_URL: 'mongodb://m' })).toThrow(
      'cannot be combined',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/p', EVENTSTORE_URL: 'esdb://e:2113' })).toThrow(
      'cannot be combined',
    );
  });
});

describe('the job queue of a distributed topology', () => {
  it('refuses a gateway, projections or workers process on shared stores without REDIS_URL', () => {
    for (const role of ['gateway', 'projections', 'workers'])
      expect(() =>
        loadConfig({ PORTAL_ROLE: role, DATABASE_URL: 'postgres://db/p', PERSONAL_DATA_KEY: KEY }),
      ).toThrow(`PORTAL_ROLE=${role} on shared stores needs REDIS_URL`);
    expect(() => loadConfig({ PORTAL_ROLE: 'workers', MONGODB_URL: 'mongodb://m' })).toThrow(
      'needs REDIS_URL',
    );
    const config = loadConfig({
      PORTAL_ROLE: 'workers',
      DATABASE_URL: 'postgres://db/p',
      REDIS_URL: 'redis://cache:6379',
      PERSONAL_DATA_KEY: KEY,
    });
    expect(config.queue).toEqual({ kind: 'redis', url: 'redis://cache:6379' });
    // One process doing everything keeps its embedded queue beside it.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/p' }).queue.kind).toBe('sqlite');
  });
});
