/** Jest project for the React frontend; the root config lists it under `projects`. */
const { transformIgnorePattern } = require('./test/esm-packages.cjs');

module.exports = {
  displayName: 'frontend',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/test/setup-globals.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The markdown renderer's packages are ES modules only; swc turns them into CommonJS too.
  transformIgnorePatterns: [transformIgnorePattern],
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/test/style-stub.cjs',
  },
};
