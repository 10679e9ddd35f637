/** Jest: jsdom with fetch globals (jest-fixed-jsdom) so msw's setupServer works; babel-jest for TS. */
const { readConfig } = require('./config.keys');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  // scripts/: the build's and servers' own modules (e.g. the security headers) have tests too.
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/src/test/env.setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@locales/(.*)$': '<rootDir>/locales/$1',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/src/test/file-stub.ts',
  },
  // msw 2 and its dependencies ship ESM: let babel-jest transform them.
  transformIgnorePatterns: [
    '/node_modules/(?!(msw|@mswjs|@bundled-es-modules|@open-draft|until-async|outvariant|strict-event-emitter|headers-polyfill|rettime|yet-another-react-lightbox|@dicebear)/)',
  ],
  transform: { '^.+\\.(m?[jt]sx?)$': 'babel-jest' },
  globals: { __APP_CONFIG__: readConfig(__dirname) },
  // The contract checks' totals (src/test/contract.ts, docs/contract-checks.md).
  reporters: ['default', '<rootDir>/src/test/contract-reporter.js'],
  clearMocks: true,
  testTimeout: 15000,
};
