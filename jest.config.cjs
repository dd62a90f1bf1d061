/**
 * One jest run for everything: backend units and integration tests, frontend units, and the
 * browser tests. `npm test` runs it after building, with Node's ESM support (NestJS 12 is ESM);
 * `npm run test:unit` runs the projects that need no build, database or browser
 * (docs/testing.md).
 */
const swcBackend = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    module: { type: 'es6' },
  },
];

const backendProject = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': swcBackend },
  ...extra,
});

module.exports = {
  // Global in jest (projects cannot set their own): integration and browser tests boot real apps
  // and spawn built processes. A timeout only bounds a failure, and with both cores busy with other
  // work a test takes about three times its quiet time, so no test sets a shorter one.
  testTimeout: 180_000,
  // Integration and browser files spend most of their time waiting on Postgres, Redis, a worker or
  // Chromium, so four files at a time keep two cores busy; each file has its own database and queue
  // prefix, each browser worker its own app and Chromium. TEST_WORKERS=1 runs one at a time.
  maxWorkers: Number(process.env.TEST_WORKERS ?? 4),
  // A worker is replaced once it holds more than this after a file: the ESM module registries kept
  // by many files outgrew Node's heap near the end of a run and aborted it.
  workerIdleMemoryLimit: '1.5GB',
  reporters: ['default', '<rootDir>/jest.summary-reporter.cjs'],
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    backendProject('backend-unit', ['<rootDir>/backend/src/**/*.unit.spec.ts']),
    backendProject('backend-int', ['<rootDir>/backend/test/**/*.int.spec.ts'], {
      globalSetup: '<rootDir>/backend/test/support/global-setup.mjs',
    }),
    '<rootDir>/frontend/jest.config.cjs',
    backendProject('bench', ['<rootDir>/bench/**/*.smoke.spec.ts']),
    backendProject('infra', ['<rootDir>/infra/**/*.spec.ts']),
    backendProject('vite-plugins', ['<rootDir>/frontend/vite-plugins/**/*.spec.ts']),
    backendProject('e2e', ['<rootDir>/e2e/**/*.e2e.spec.ts'], {
      globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
      testEnvironment: '<rootDir>/e2e/support/environment.mjs',
    }),
  ],
};
