import { resolve } from 'node:path';
import { defaultSiteName, type FirmTerms, type PrivacyNoticeConfig, type SiteInfo } from '@portal/contracts';
import { firmTermsOf, loadFirmConfig, privacyNoticeOf } from './firm-config.js';
import { OWASP_LOG2N } from './password.js';
import { portalSecret } from './portal-secret.js';
import { personalDataKey } from './privacy/master-key.js';

/** Which parts this process runs: everything (embedded default), only HTTP, or only the projections. */
export type PortalRole = 'all' | 'gateway' | 'projections' | 'workers';

export interface PortalConfig {
  role: PortalRole;
  port: number;
  host: string;
  dataDir: string;
  production: boolean;
  demoMode: boolean;
  /** SQLite under DATA_DIR (embedded), PostgreSQL (DATABASE_URL) or EventStoreDB (EVENTSTORE_URL). */
  eventStore:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string }
    | { kind: 'esdb'; url: string };
  /** SQLite under DATA_DIR (embedded), PostgreSQL (DATABASE_URL) or MongoDB (MONGODB_URL). */
  documentStore:
    | { kind: 'sqlite'; file: string }
    | { kind: 'postgres'; url: string }
    | { kind: 'mongodb'; url: string; database: string };
  site: SiteInfo;
  /** The plans' terms and exchange rates (FIRM_CONFIG; the spec's plans in demo mode). */
  firm: FirmTerms;
  /** The privacy notice: its version and the firm's part (FIRM_CONFIG `privacy`; null: not published). */
  privacy: PrivacyNoticeConfig;
  /** How long the computed public outcomes are reused (OUTCOMES_CACHE_SECONDS, default 60; 0: every request). */
  outcomesCacheMs: number;
  /** Prometheus metrics on their own port (METRICS_PORT; unset: none), bound to METRICS_HOST (loopback by default). */
  metrics: { port: number; host: string } | null;
  scryptLog2N: number;
  /** The server secret (PORTAL_SECRET, else generated once into <dataDir>/portal-secret): see portal-secret.ts. */
  portalSecret: string;
  /**
   * The master key of personal data (PERSONAL_DATA_KEY, base64 of 32 bytes, else generated once into
   * <dataDir>/personal-data-key): it wraps each person's key (privacy/master-key.ts).
   */
  personalDataKey: Buffer;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-* and mark cookies Secure. */
  trustProxy: boolean;
  /** Addresses or CIDR ranges of the proxies in front (TRUSTED_PROXIES); empty: exactly one hop, the peer. */
  trustedProxies: string[];
  /** The site's own origin (PUBLIC_URL): other Host headers are refused, Origin is compared with it. */
  publicUrl: URL | null;
  secureCookies: boolean;
  /** Registrations accepted from one address per hour (shared by every gateway). */
  registrationsPerHour: number;
  /**
   * How long a username or e-mail reserved by a registration that never finished (a crash cut it, the person never
   * retried with the same key) stays reserved before another registration may take it (RESERVATION_ABANDON_MS).
   */
  reservationAbandonMs: number;
  /**
   * A client's uploads (UPLOAD_FILES_PER_HOUR, UPLOAD_BYTES_PER_HOUR, UPLOAD_BYTES_PER_CASE; sizes in bytes or
   * with KB, MB, GB): files and bytes started per hour (shared by every gateway), bytes a case holds.
   */
  uploadQuota: { filesPerHour: number; bytesPerHour: number; bytesPerCase: number };
  /** The job queue: the embedded SQLite file, or BullMQ on Redis (REDIS_URL). */
  queue: { kind: 'sqlite'; file: string } | { kind: 'redis'; url: string };
  /** Where e-mail goes: an SMTP server (SMTP_URL), or `.eml` files under DATA_DIR/mail. */
  /** MAIL_FROM; unset: the site's name at no-responder@ the public host. */
  mail: { from: string | null } & ({ kind: 'smtp'; url: string } | { kind: 'files'; dir: string });
  /** Job retries (JOB_ATTEMPTS, JOB_RETRY_BASE_MS): attempts before a dead letter, the first backoff delay. */
  jobs: { attempts: number; baseDelayMs: number };
  /** Where the security log's JSON lines go: a file path, or `-` for standard output. */
  securityLog: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  serveFrontend: boolean;
  frontendDir: string;
  /** How long a write waits for the read models before answering anyway. */
  writeWaitMs: number;
  /**
   * How long an accepted cancellation waits for the mail that tells the person before erasing them
   * (ERASURE_MAIL_WAIT_MS); past it nothing is erased yet (503), and accepting again finishes.
   */
  erasureMailWaitMs: number;
  /** A request (headers and body) not received completely within this time is cut (408). */
  requestTimeoutMs: number;
  /** The same for the PUT of a document's bytes, which may take minutes on a slow line. */
  uploadTimeoutMs: number;
}

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
const int = (v: string | undefined, fallback: number, min: number, max: number) => {
  const n = v === undefined || v === '' ? fallback : Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`Invalid number ${v} (allowed ${min}..${max})`);
  return n;
};
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
function publicUrl(v: string | undefined): URL | null {
  if (!v) return null;
  const url = URL.canParse(v) ? new URL(v) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(`Invalid PUBLIC_URL ${v} (an origin such as https://portal.example.mx)`);
  return url;
}
/** Secure cookies need to know a request came over TLS, which only a trusted proxy can say (no TLS here). */
function secureCookies(env: NodeJS.ProcessEnv, trustProxy: boolean): boolean {
  const secure = bool(env.SECURE_COOKIES, trustProxy);
  if (secure && !trustProxy)
    throw new Error(
      'SECURE_COOKIES=true needs TRUST_PROXY=true: the TLS proxy in front says a request is HTTPS',
    );
  // Pages of an http:// origin would send an Origin no write is accepted from.
  if (secure && env.PUBLIC_URL?.startsWith('http:'))
    throw new Error('PUBLIC_URL must be https:// when session cookies are Secure');
  return secure;
}
function smtpUrl(v: string): string {
  if (!URL.canParse(v) || !['smtp:', 'smtps:'].includes(new URL(v).protocol))
    throw new Error('Invalid SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS)');
  return v;
}
const sizeUnits: Record<string, number> = { '': 1, B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
/** A size in bytes: digits, optionally with B, KB, MB or GB (1024-based, as the upload limits count). */
const bytes = (name: string, v: string | undefined, fallback: number) => {
  if (v === undefined || v.trim() === '') return fallback;
  const match = /^(\d+)\s*([KMG]?B)?$/i.exec(v.trim());
  const n = match ? Number(match[1]) * (sizeUnits[(match[2] ?? '').toUpperCase()] ?? Number.NaN) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`Invalid ${name} ${v} (bytes, or e.g. 500MB, 2GB)`);
  return n;
};
/** DATABASE_URL: PostgreSQL holds everything (events, read models, keys, counters, blobs); not mixed with the others. */
function postgresUrl(env: NodeJS.ProcessEnv): string | null {
  const v = env.DATABASE_URL;
  if (!v) return null;
  if (!URL.canParse(v) || !['postgres:', 'postgresql:'].includes(new URL(v).protocol))
    throw new Error('Invalid DATABASE_URL (postgres://user:pass@host:5432/database)');
  if (env.EVENTSTORE_URL || env.MONGODB_URL)
    throw new Error(
      'DATABASE_URL cannot be combined with EVENTSTORE_URL or MONGODB_URL: choose one topology',
    );
  return v;
}
const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** Everything from the environment; with nothing set, everything is embedded under ./data. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PortalConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  // Demo accounts with published passwords: only on a developer's machine unless said explicitly. A site with its
  // own name (PUBLIC_URL) is reachable by others, so there `DEMO_MODE=true` must be written out.
  const demoMode = bool(env.DEMO_MODE, !production && !env.PUBLIC_URL);
  const trustProxy = bool(env.TRUST_PROXY, false);
  const role = (env.PORTAL_ROLE || 'all') as PortalRole;
  if (!['all', 'gateway', 'projections', 'workers'].includes(role))
    throw new Error(`Invalid PORTAL_ROLE ${role} (all, gateway, projections, workers)`);
  // Without it only the loopback names are served: a production site must say its name.
  if (production && (role === 'all' || role === 'gateway') && !env.PUBLIC_URL)
    throw new Error(
      "PUBLIC_URL is required in production (the site's origin, e.g. https://portal.example.mx)",
    );
  const firmFile = loadFirmConfig(env.FIRM_CONFIG, cwd);
  const postgres = postgresUrl(env);
  // Processes of one role each, possibly on other machines: the jobs must be in one shared queue. An embedded queue
  // of each process's own would leave the reactors' jobs where no worker looks.
  if (role !== 'all' && (postgres || env.EVENTSTORE_URL || env.MONGODB_URL) && !env.REDIS_URL)
    throw new Error(
      `PORTAL_ROLE=${role} on shared stores needs REDIS_URL: every process reads one job queue`,
    );
  return {
    role,
    port: int(env.PORT, 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    production,
    demoMode,
    eventStore: postgres
      ? { kind: 'postgres', url: postgres }
      : env.EVENTSTORE_URL
        ? { kind: 'esdb', url: env.EVENTSTORE_URL }
        : { kind: 'sqlite', file: resolve(dataDir, 'events.sqlite') },
    documentStore: postgres
      ? { kind: 'postgres', url: postgres }
      : env.MONGODB_URL
        ? { kind: 'mongodb', url: env.MONGODB_URL, database: env.MONGODB_DB || 'portal' }
        : { kind: 'sqlite', file: resolve(dataDir, 'read-models.sqlite') },
    site: {
      siteName: text(env.SITE_NAME) ?? defaultSiteName,
      supportPhone: text(env.SUPPORT_PHONE),
      supportEmail: text(env.SUPPORT_EMAIL),
      address: text(env.SITE_ADDRESS),
      demoMode,
      emergencyPhone: text(env.EMERGENCY_PHONE) ?? firmFile.emergencyPhone ?? null,
      registrations: firmFile.registrations ?? [],
      certifications: firmFile.certifications ?? [],
      secureTransport: env.PUBLIC_URL?.startsWith('https:') ?? false,
    },
    firm: firmTermsOf(firmFile, demoMode),
    privacy: privacyNoticeOf(firmFile, text(env.SITE_ADDRESS)),
    outcomesCacheMs: int(env.OUTCOMES_CACHE_SECONDS, 60, 0, 86_400) * 1000,
    metrics: env.METRICS_PORT
      ? { port: int(env.METRICS_PORT, 9464, 0, 65535), host: env.METRICS_HOST || '127.0.0.1' }
      : null,
    scryptLog2N: int(env.SCRYPT_LOG2N, OWASP_LOG2N, 10, 20),
    portalSecret: portalSecret({ value: env.PORTAL_SECRET, dataDir, role, production }),
    personalDataKey: personalDataKey({ value: env.PERSONAL_DATA_KEY, dataDir, role, production }),
    trustProxy,
    trustedProxies: list(env.TRUSTED_PROXIES),
    publicUrl: publicUrl(env.PUBLIC_URL),
    secureCookies: secureCookies(env, trustProxy),
    registrationsPerHour: int(env.REGISTRATIONS_PER_HOUR, 10, 1, 1_000_000),
    reservationAbandonMs: int(env.RESERVATION_ABANDON_MS, 120_000, 1000, 86_400_000),
    uploadQuota: {
      filesPerHour: int(env.UPLOAD_FILES_PER_HOUR, 30, 1, 1_000_000),
      bytesPerHour: bytes('UPLOAD_BYTES_PER_HOUR', env.UPLOAD_BYTES_PER_HOUR, 500 * 1024 ** 2),
      bytesPerCase: bytes('UPLOAD_BYTES_PER_CASE', env.UPLOAD_BYTES_PER_CASE, 2 * 1024 ** 3),
    },
    securityLog: env.SECURITY_LOG || resolve(dataDir, 'security.log'),
    queue: env.REDIS_URL
      ? { kind: 'redis', url: env.REDIS_URL }
      : { kind: 'sqlite', file: resolve(dataDir, 'queue.sqlite') },
    mail: {
      from: text(env.MAIL_FROM),
      ...(env.SMTP_URL
        ? { kind: 'smtp', url: smtpUrl(env.SMTP_URL) }
        : { kind: 'files', dir: resolve(dataDir, 'mail') }),
    },
    jobs: {
      // About six hours of retries at most 30 s apart (workers/src/retry-policy.ts).
      attempts: int(env.JOB_ATTEMPTS, 1440, 1, 100_000),
      baseDelayMs: int(env.JOB_RETRY_BASE_MS, 2_000, 1, 3_600_000),
    },
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 30, 1, 24 * 60),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 1, 24 * 30),
    serveFrontend: bool(env.SERVE_FRONTEND, true),
    frontendDir: resolve(cwd, env.FRONTEND_DIR || 'frontend/dist'),
    writeWaitMs: int(env.WRITE_WAIT_MS, 5000, 0, 60000),
    erasureMailWaitMs: int(env.ERASURE_MAIL_WAIT_MS, 20_000, 0, 600_000),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000, 100, 600_000),
    uploadTimeoutMs: int(env.UPLOAD_TIMEOUT_MS, 1_800_000, 1000, 7_200_000),
  };
}
