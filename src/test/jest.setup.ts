/* Runs after the test framework: matchers, the demo API (msw, same handlers as npm start), clean state. */
import '@testing-library/jest-dom';
import { server } from './msw-server';
import { resetDemoDb } from '@/mocks/db';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDemoDb();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
