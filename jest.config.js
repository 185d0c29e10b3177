/** One Jest run for the whole suite: unit tests beside the code, and tests/ for contracts, API and browser. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

/**
 * The API files that run a second time with every portal on PostgreSQL + Redis (DATABASE_URL, REDIS_URL: the
 * `api-postgres` project, tests/support/api-postgres-environment.cjs, which can also leave out a test of these
 * files that needs DATA_DIR's own files: none does now). One per route area, about 2 minutes of one worker:
 * sign-in, registration, second factor, authorization, case work, documents (bytes in PostgreSQL), admin lists and
 * search, compliance, agent applications, reassignment, notifications and mail (SMTP), privacy requests and
 * erasure, upload quotas (counters in PostgreSQL), operations (a rebuild from the console).
 * Left out:
 * - they read DATA_DIR's SQLite files or run a CLI on them: crash-recovery, create-user, data-upgrade, erasure,
 *   event-facts, notifications, personal-data-migration, plan-acceptance, privacy-consent, projection-parking,
 *   registration-crash, side-effect-faults;
 * - they record SQLite's query plans (in-process portal): lists-at-scale, query-plans;
 * - for time, the other route files (their stores are the ones above): admin-agents, admin-fraud-cases,
 *   admin-reports, admin-staff-users, admin-stats, admin-users, demo-mode, firm-config, input-rules,
 *   login-throttle, mail, prototype-names, public-site, responses, side-effect-faults-redis, site-guard,
 *   site-setup, static-files.
 */
const apiOnPostgres = [
  'admin-clients',
  'agent-applications',
  'auth',
  'authorization',
  'case-work',
  'client-told',
  'compliance',
  'dead-letters',
  'documents',
  'operations',
  'privacy-requests',
  'reassignment',
  'registration',
  'second-factor',
  'staff-search',
  'upload-quota',
];

/** @type {import('jest').Config} */
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@portal/platform/distributed$': '<rootDir>/platform/src/distributed.ts',
    '^@portal/workers/bullmq$': '<rootDir>/workers/src/queue/bullmq.ts',
    '^@portal/(contracts|copy|platform|command-service|query-service|projections|workers|gateway)$':
      '<rootDir>/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // The front end's route data (a Vite plugin writes these modules from this file at build time).
    '^virtual:route-(lines|access)$': '<rootDir>/frontend/route-table.ts',
  },
  testEnvironment: 'node',
  rootDir: '.',
};

export default {
  reporters: ['default', '<rootDir>/tests/support/count-reporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{contracts,copy,platform,command-service,query-service,projections,workers,gateway,frontend}/src/**/*.test.ts',
      ],
    },
    { ...common, displayName: 'contracts', testMatch: ['<rootDir>/tests/contracts/**/*.test.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/tests/api/**/*.test.ts'] },
    {
      ...common,
      displayName: 'api-postgres',
      testMatch: apiOnPostgres.map((name) => `<rootDir>/tests/api/${name}.test.ts`),
      testEnvironment: '<rootDir>/tests/support/api-postgres-environment.cjs',
      globalSetup: '<rootDir>/tests/support/api-postgres-global-setup.cjs',
    },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
    { ...common, displayName: 'topology', testMatch: ['<rootDir>/tests/topology/**/*.test.ts'] },
    { ...common, displayName: 'lint', testMatch: ['<rootDir>/tests/lint/**/*.test.ts'] },
  ],
};
