/* Runs after the test framework: matchers, the demo API (msw, same handlers as npm start), clean state. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw-server';
import { resetDemoDb } from '@/mocks/db';
import { stopAllStores } from './utils';
import { installContractChecks } from './contract';

// Lazy screens are transformed on first import in jest: allow for it.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every request, demo answer and realtime event checked against contract/ (docs/contract-checks.md).
installContractChecks(server);
beforeEach(() => {
  resetDemoDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  stopAllStores();
  server.resetHandlers();
});
afterAll(() => server.close());
