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
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'] },
    { ...common, displayName: 'lint', testMatch: ['<rootDir>/tests/lint/**/*.test.ts'] },
  ],
};
